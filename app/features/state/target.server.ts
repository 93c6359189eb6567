import { sql } from "kysely";
import { migrateToLatest, openDatabase, type AppDatabase } from "~/db/db.server";
import { StateError } from "./state-error";
import { countRows, listTables, MIGRATION_TABLES } from "./tables.server";

let siteTableNames: Promise<string[]> | undefined;

/**
 * The tables this version of the site has, learned by migrating a throwaway in-memory database:
 * a restore only ever counts or drops these, never another application's tables sharing the
 * PostgreSQL schema.
 */
function siteTables(): Promise<string[]> {
  siteTableNames ??= (async () => {
    const scratch = openDatabase({ file: ":memory:" });
    try {
      await migrateToLatest(scratch);
      return await listTables(scratch.db, "sqlite");
    } finally {
      await scratch.close();
    }
  })();
  return siteTableNames;
}

/** Rows of site data the database holds (0 for a fresh or merely migrated database). */
export async function siteRows({ db, dialect }: AppDatabase): Promise<number> {
  const known = new Set(await siteTables());
  let rows = 0;
  for (const table of await listTables(db, dialect))
    if (known.has(table)) rows += await countRows(db, table);
  return rows;
}

/**
 * Makes a target ready for a snapshot: refuses one that holds a site unless forced. On
 * PostgreSQL it then drops the site's tables and Kysely's bookkeeping (one transaction), so the
 * migrations rebuild them at the snapshot's version; a SQLite target is a new file instead.
 */
export async function clearSite(database: AppDatabase, force: boolean, label: string) {
  const rows = await siteRows(database);
  if (rows && !force)
    throw new StateError(
      `${label} already holds a site (${rows} rows): restoring would replace it. Restore into an empty DATA_DIR or database, or stop the server and add --force to replace it`,
    );
  if (database.dialect !== "postgres") return;
  const known = new Set(await siteTables());
  const present = (await listTables(database.db, "postgres")).filter((t) => known.has(t));
  await database.db.transaction().execute(async (trx) => {
    for (const table of [...present, ...MIGRATION_TABLES])
      await sql`drop table if exists ${sql.table(table)} cascade`.execute(trx);
  });
}
