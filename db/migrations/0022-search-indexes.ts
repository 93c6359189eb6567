import { sql, type Kysely } from "kysely";
import type { DialectMigration, SqlDialect } from "./types";

/**
 * The texts the blog and the inbox search, in trigram indexes, so that a search reads the rows
 * holding its words instead of every row (decision 043). SQLite: per searched table, an FTS5
 * table (tokenizer trigram) holding the searched columns under the row's rowid, kept by
 * triggers. PostgreSQL: per table, one GIN index (pg_trgm) with a column for each expression the
 * search compares, so its SQL is unchanged.
 */
const SEARCHED = {
  blog_posts: ["search_text"],
  contact_messages: [
    "lower(first_name || ' ' || last_name)",
    "lower(email)",
    "lower(phone)",
    "lower(message)",
    "replace(replace(replace(phone, ' ', ''), '+', ''), '-', '')",
  ],
  quote_requests: [
    "lower(first_name || ' ' || last_name)",
    "lower(email)",
    "lower(phone)",
    "lower(description)",
    "lower(reference)",
    "replace(replace(replace(phone, ' ', ''), '+', ''), '-', '')",
  ],
} as const;

const COLUMN = /\b(first_name|last_name|email|phone|message|description|reference|search_text)\b/g;

/** The text SQLite indexes for a row (`row` is new in a trigger, the table otherwise). */
function sqliteText(table: keyof typeof SEARCHED, row: string): string {
  return SEARCHED[table]
    .map((expression) => `coalesce(${expression.replace(COLUMN, `${row}.$1`)}, '')`)
    .join(" || char(31) || ");
}

/** The columns a table's searched text is made of (its update trigger watches them alone). */
function sqliteColumns(table: keyof typeof SEARCHED): string {
  return [...new Set(SEARCHED[table].flatMap((expression) => expression.match(COLUMN) ?? []))].join(
    ", ",
  );
}

async function sqliteUp(db: Kysely<unknown>) {
  for (const table of Object.keys(SEARCHED) as Array<keyof typeof SEARCHED>) {
    const fts = `${table}_search`;
    await sql.raw(`create virtual table ${fts} using fts5(text, tokenize = 'trigram')`).execute(db);
    await sql
      .raw(
        `insert into ${fts} (rowid, text) select rowid, ${sqliteText(table, table)} from ${table}`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${fts}_insert after insert on ${table} begin
           insert into ${fts} (rowid, text) values (new.rowid, ${sqliteText(table, "new")});
         end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${fts}_update after update of ${sqliteColumns(table)} on ${table} begin
           delete from ${fts} where rowid = old.rowid;
           insert into ${fts} (rowid, text) values (new.rowid, ${sqliteText(table, "new")});
         end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${fts}_delete after delete on ${table} begin
           delete from ${fts} where rowid = old.rowid;
         end`,
      )
      .execute(db);
  }
}

async function postgresUp(db: Kysely<unknown>) {
  // pg_trgm is a trusted extension: a role that may create in the database may install it. It
  // lives in one schema per database; its operator class is named with that schema.
  await sql`create extension if not exists pg_trgm`.execute(db);
  const { rows } = await sql<{ schema: string }>`
    select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(
    db,
  );
  const opclass = `${rows[0]!.schema}.gin_trgm_ops`;
  // One GIN index per table, a column per expression: each is searched on its own, and the
  // planner ORs them within the one index.
  for (const table of Object.keys(SEARCHED) as Array<keyof typeof SEARCHED>) {
    const columns = SEARCHED[table].map((expression) => `(${expression}) ${opclass}`);
    await sql
      .raw(`create index ${table}_search_idx on ${table} using gin (${columns.join(", ")})`)
      .execute(db);
  }
}

export const searchIndexes: DialectMigration = {
  async up(db: Kysely<unknown>, dialect: SqlDialect) {
    await (dialect === "sqlite" ? sqliteUp(db) : postgresUp(db));
  },
};
