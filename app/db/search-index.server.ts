import { sql, type RawBuilder, type SqlBool } from "kysely";
import { FIELD_SEPARATOR } from "~/lib/search-text";
import type { InboxTable } from "./schema";

/**
 * The SQLite half of the search indexes (migration 0022, decision 043): each searched table has
 * an FTS5 trigram table `<table>_search` holding its searched text under the row's rowid.
 * PostgreSQL needs nothing here: its trigram indexes serve the search's own LIKE.
 */

/** Tables with a search index of their own. */
export type SearchedTable = "blog_posts" | InboxTable;

/**
 * The rows of `table` whose indexed text contains one of `needles` (lowercased or folded, as
 * stored): the same rows as the search's LIKE over each searched column, since the columns are
 * kept apart by a separator no needle holds. Null when the index cannot answer: a trigram index
 * knows needles of three characters or more, and the LIKE's wildcards are not escaped here;
 * the caller's LIKE then reads every row, as before.
 */
export function inSearchIndex(
  table: SearchedTable,
  needles: readonly string[],
): RawBuilder<SqlBool> | null {
  const usable = (n: string) =>
    [...n].length >= 3 && !/[\\%_]/.test(n) && !n.includes(FIELD_SEPARATOR);
  if (!needles.length || !needles.every(usable)) return null;
  const index = sql.table(`${table}_search`);
  // A phrase of the needle's trigrams is found in the index's positions alone; a LIKE found the
  // same rows, then read each one's text to check it (three times slower for a common word).
  const candidates = needles.map(
    (needle) =>
      sql`select rowid from ${index} where ${index} match ${`"${needle.replaceAll('"', '""')}"`}`,
  );
  // The unary + keeps SQLite from reading the table by each candidate's rowid (a word found in
  // most rows then read them all, with their text); it walks the list's own index instead and
  // checks each entry against the candidates.
  return sql<SqlBool>`+${sql.ref(`${table}.rowid`)} in (${sql.join(candidates, sql` union `)})`;
}
