import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type RawBuilder,
  type SqlBool,
} from "kysely";
import type { AppDatabase, SqlDialect } from "~/db/db.server";
import type { Database } from "~/db/schema";

type PostsEb = ExpressionBuilder<Database, "blog_posts">;

/**
 * The tags of the row `source.tags` (JSON text) as a table `t`, one row per element. The two
 * databases unnest JSON differently; both read a value that is not an array as no tags.
 * PostgreSQL 15 cannot test whether text is valid JSON without failing: tags are only ever
 * written by the data layer (`JSON.stringify` of `normaliseTags`), so the cast is safe there.
 */
function tagTable(dialect: SqlDialect, source: string): RawBuilder<unknown> {
  const tags = sql.ref(`${source}.tags`);
  return dialect === "postgres"
    ? sql`jsonb_array_elements(case when jsonb_typeof(${tags}::jsonb) = 'array' then ${tags}::jsonb else '[]'::jsonb end)`
    : sql`json_each(case when json_valid(${tags}) and json_type(${tags}) = 'array' then ${tags} else '[]' end)`;
}

/** The text of a row of `t` (a tag), and whether it is a string (a damaged list may hold others). */
function tagText(dialect: SqlDialect): RawBuilder<string> {
  return dialect === "postgres" ? sql<string>`t.value #>> '{}'` : sql<string>`t.value`;
}
function isString(dialect: SqlDialect): RawBuilder<SqlBool> {
  return dialect === "postgres"
    ? sql<SqlBool>`jsonb_typeof(t.value) = 'string'`
    : sql<SqlBool>`t.type = 'text'`;
}

/** Tags match without regard to case: "Compost" and "compost" are one tag. */
export function tagKey(tag: string): string {
  return tag.toLocaleLowerCase("fr");
}

/**
 * Every spelling of a tag among the posts `where` keeps, each once, the most used first: one
 * aggregate over all of them, never a sample.
 */
export async function tagSpellings(
  { db, dialect }: AppDatabase,
  where: (eb: PostsEb) => Expression<SqlBool>,
): Promise<string[]> {
  const text = tagText(dialect);
  const rows = await db
    .selectFrom([
      db.selectFrom("blog_posts").select("tags").where(where).as("p"),
      tagTable(dialect, "p").as("t"),
    ])
    .select(text.as("tag"))
    .where(isString(dialect))
    .groupBy(text)
    .orderBy(sql`count(*)`, "desc")
    .orderBy(text)
    .execute();
  return rows.map((r) => r.tag);
}

/** Spellings once per tag (the first given wins), in alphabetical order. */
export function distinctTags(spellings: readonly string[]): string[] {
  const byKey = new Map<string, string>();
  for (const tag of spellings) if (!byKey.has(tagKey(tag))) byKey.set(tagKey(tag), tag);
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, "fr", { sensitivity: "base" }));
}

/**
 * Posts carrying one of `spellings` exactly, decided in SQL so counts and pages hold. Callers
 * find the spellings of the tag asked for with `tagSpellings` and `tagKey`, which fold case as
 * JavaScript does (SQL's lower() folds only ASCII on SQLite).
 */
export function hasOneOfTags(
  dialect: SqlDialect,
  spellings: readonly string[],
): Expression<SqlBool> {
  if (spellings.length === 0) return sql<SqlBool>`1 = 0`;
  return sql<SqlBool>`exists (select 1 from ${tagTable(dialect, "blog_posts")} as t where ${isString(dialect)} and ${tagText(dialect)} in (${sql.join(spellings)}))`;
}
