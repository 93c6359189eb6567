import { type Kysely, sql } from "kysely";
import type { SqlDialect } from "~/db/db.server";
import type { Database } from "~/db/schema";

/**
 * What a backup needs to know about a database's tables, asked of the database itself (so tables
 * added by later migrations are carried without anyone listing them here). PostgreSQL answers
 * for the connection's own schema only.
 */
type Db = Kysely<Database>;

/** Kysely's own bookkeeping: recreated by the migrations, never copied. */
export const MIGRATION_TABLES = ["kysely_migration", "kysely_migration_lock"];

export async function listTables(db: Db, dialect: SqlDialect): Promise<string[]> {
  const { rows } =
    dialect === "postgres"
      ? await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
      : // Plain tables only: a search index (FTS5, migration 0022) and its shadow tables are
        // rebuilt by the triggers as the rows are restored, never copied.
        await sql<{ name: string }>`select name from pragma_table_list
          where schema = 'main' and type = 'table' and name not like 'sqlite_%'`.execute(db);
  return rows.map((r) => r.name).filter((name) => !MIGRATION_TABLES.includes(name));
}

/** Column names in table order, with their declared types (which decide value conversions). */
export async function listColumns(
  db: Db,
  dialect: SqlDialect,
  table: string,
): Promise<Array<{ name: string; type: string }>> {
  const { rows } =
    dialect === "postgres"
      ? await sql<{ name: string; type: string }>`select column_name as name, data_type as type
          from information_schema.columns where table_schema = current_schema()
          and table_name = ${table} order by ordinal_position`.execute(db)
      : await sql<{ name: string; type: string }>`select name, lower(type) as type
          from pragma_table_info(${table}) order by cid`.execute(db);
  return rows;
}

/** Names of the migrations applied, in order; none when the database was never migrated. */
export async function appliedMigrations(db: Db, dialect: SqlDialect): Promise<string[]> {
  const exists =
    dialect === "postgres"
      ? await sql`select 1 from information_schema.tables
          where table_schema = current_schema() and table_name = 'kysely_migration'`.execute(db)
      : await sql`select 1 from sqlite_master
          where type = 'table' and name = 'kysely_migration'`.execute(db);
  if (!exists.rows.length) return [];
  const { rows } = await sql<{
    name: string;
  }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((r) => r.name);
}

/**
 * The tables in an order that inserts every referenced row before the rows that reference it
 * (users before their sessions, posts before their slug redirects, media before their files).
 */
export async function tablesInDependencyOrder(db: Db, dialect: SqlDialect): Promise<string[]> {
  const tables = (await listTables(db, dialect)).sort();
  const parents = new Map<string, Set<string>>(tables.map((t) => [t, new Set()]));
  for (const table of tables) {
    const { rows } =
      dialect === "postgres"
        ? await sql<{ parent: string }>`select p.relname as parent from pg_constraint k
            join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
            join pg_namespace n on n.oid = c.relnamespace
            where k.contype = 'f' and n.nspname = current_schema() and c.relname = ${table}`.execute(
            db,
          )
        : await sql<{ parent: string }>`select "table" as parent
            from pragma_foreign_key_list(${table})`.execute(db);
    for (const { parent } of rows) if (parent !== table) parents.get(table)!.add(parent);
  }
  const ordered: string[] = [];
  const visit = (table: string, path: string[]) => {
    if (ordered.includes(table) || !parents.has(table)) return;
    if (path.includes(table)) throw new Error(`foreign keys form a cycle: ${path.join(" → ")}`);
    for (const parent of parents.get(table) ?? []) visit(parent, [...path, table]);
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered;
}

/** Rows in a table (the emptiness check before a restore). */
export async function countRows(db: Db, table: string): Promise<number> {
  const { rows } = await sql<{
    n: number | string;
  }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
