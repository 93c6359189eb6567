import { randomBytes } from "node:crypto";
import { afterEach, describe } from "vitest";
import pg from "pg";
import { migrateToLatest, openDatabase, type AppDatabase } from "~/db/db.server";

export type OpenTestDatabase = () => Promise<AppDatabase>;

/**
 * Runs a suite against a fresh, migrated SQLite database, and again against PostgreSQL when
 * TEST_DATABASE_URL is set (CI sets it). Each PostgreSQL test gets its own schema, dropped on
 * close, so tests never see each other's rows.
 */
export function forEachDatabase(suite: (open: OpenTestDatabase) => void): void {
  describe("on SQLite", () => {
    suite(async () => {
      const database = openDatabase({ file: ":memory:" });
      await migrateToLatest(database);
      return database;
    });
  });
  const url = process.env.TEST_DATABASE_URL;
  describe.skipIf(!url)("on PostgreSQL", () => {
    // A test that fails before its own close() must not leave its schema behind: Kysely's
    // migrator finds its tables in any schema of the database, and a stray one breaks every
    // later run. Closing twice is harmless.
    const opened: AppDatabase[] = [];
    afterEach(async () => {
      for (const database of opened.splice(0)) await database.close();
    });
    suite(async () => {
      const scratch = await scratchPostgresSchema(url!);
      const database = openDatabase({ databaseUrl: scratch.url });
      let closed = false;
      const scoped: AppDatabase = {
        ...database,
        async close() {
          if (closed) return;
          closed = true;
          await database.close();
          await scratch.drop();
        },
      };
      opened.push(scoped);
      await migrateToLatest(database);
      return scoped;
    });
  });
}

/**
 * A new, empty schema on the PostgreSQL server at `url`, and a connection URL whose
 * search_path points at it (for a data-layer test, or a production server started with
 * DATABASE_URL). `drop` removes it with everything in it.
 */
export async function scratchPostgresSchema(
  url: string,
): Promise<{ url: string; schema: string; drop(): Promise<void> }> {
  const schema = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const scopedUrl = new URL(url);
  scopedUrl.searchParams.set("options", `-c search_path=${schema}`);
  return {
    url: scopedUrl.toString(),
    schema,
    async drop() {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
}
