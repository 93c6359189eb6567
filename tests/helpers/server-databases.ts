import path from "node:path";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe } from "vitest";
import { openDatabase, type AppDatabase } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { createTestSchema } from "./pg-schema";
import { startTestServer, type TestServer } from "./server";

export interface ServerOnDatabase {
  name: "SQLite" | "PostgreSQL";
  server: TestServer;
  /** The database the server uses, opened by the test to check what was (not) stored. */
  db: Kysely<Database>;
}

/**
 * Runs a suite against the production server on SQLite, and again on PostgreSQL (a scratch
 * schema, started with DATABASE_URL) when TEST_DATABASE_URL is set; skipped cleanly otherwise.
 */
export function forEachServerDatabase(
  env: Record<string, string>,
  suite: (current: () => ServerOnDatabase) => void,
): void {
  const pgUrl = process.env.TEST_DATABASE_URL;
  for (const name of ["SQLite", "PostgreSQL"] as const) {
    describe.skipIf(name === "PostgreSQL" && !pgUrl)(`on ${name}`, () => {
      let current: ServerOnDatabase | undefined;
      let database: AppDatabase | undefined;
      let drop: (() => Promise<void>) | undefined;
      beforeAll(async () => {
        const scratch = name === "PostgreSQL" ? await createTestSchema(pgUrl!) : undefined;
        drop = scratch?.drop;
        const server = await startTestServer({ ...env, DATABASE_URL: scratch?.url ?? "" });
        database = openDatabase(
          scratch ? { databaseUrl: scratch.url } : { file: path.join(server.dataDir, "site.db") },
        );
        current = { name, server, db: database.db };
      });
      afterAll(async () => {
        await database?.close();
        await current?.server.stop();
        await drop?.();
      });
      suite(() => {
        if (!current) throw new Error("server not started");
        return current;
      });
    });
  }
}
