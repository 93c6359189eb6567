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
      const schema = `test_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      await admin.end();
      const scopedUrl = new URL(url!);
      scopedUrl.searchParams.set("options", `-c search_path=${schema}`);
      const database = openDatabase({ databaseUrl: scopedUrl.toString() });
      let closed = false;
      const scoped: AppDatabase = {
        ...database,
        async close() {
          if (closed) return;
          closed = true;
          await database.close();
          const cleanup = new pg.Client({ connectionString: url });
          await cleanup.connect();
          await cleanup.query(`drop schema if exists ${schema} cascade`);
          await cleanup.end();
        },
      };
      opened.push(scoped);
      await migrateToLatest(database);
      return scoped;
    });
  });
}
