import { afterEach, describe } from "vitest";
import { migrateToLatest, openDatabase, type AppDatabase } from "~/db/db.server";
import { createTestSchema } from "./pg-schema";

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
  // Each test creates and migrates its own schema: a second or two, but several times that while
  // browser tests load the machine (a 5 s default timed out in a full run).
  describe.skipIf(!url)("on PostgreSQL", { timeout: 30_000 }, () => {
    // A test that fails before its own close() must not leave its schema behind: Kysely's
    // migrator finds its tables in any schema of the database, and a stray one breaks every
    // later run. Closing twice is harmless.
    const opened: AppDatabase[] = [];
    afterEach(async () => {
      for (const database of opened.splice(0)) await database.close();
    });
    suite(async () => {
      const scratch = await createTestSchema(url!);
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
