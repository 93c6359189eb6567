import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, sql } from "kysely";
import { Migrator, type Migration, type MigrationResultSet } from "kysely/migration";
import pg from "pg";
import { migrations } from "../../db/migrations/index";
import type { SqlDialect } from "../../db/migrations/types";
import type { Database } from "./schema";
import { OwnSchemaPostgresDialect } from "./own-schema-postgres.server";
import { BUSY_TIMEOUT_MS, WaitingSqliteDialect } from "./sqlite-driver.server";

export { DatabaseBusyError, isDatabaseBusy } from "./sqlite-driver.server";

export type { SqlDialect };
export interface AppDatabase {
  db: Kysely<Database>;
  dialect: SqlDialect;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent, SQLite at `file`. */
  databaseUrl?: string;
  file?: string;
  /** SQLite: how long a write waits for another process's lock (default 5 s). */
  maxWaitMs?: number;
  /** PostgreSQL: connections in the pool (default 10). */
  maxConnections?: number;
}

/**
 * Opens the one database the process uses. SQLite gets WAL (readers never wait for the
 * writer), foreign keys (off by default in SQLite), and a short busy timeout: a write that meets
 * another process's lock waits with timers, not inside SQLite (see sqlite-driver.server.ts).
 * It also gathers the statistics its query planner needs, as `refreshPlannerStatistics` below.
 */
export function openDatabase(options: DatabaseOptions): AppDatabase {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.maxConnections ?? 10,
    });
    const db = new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool }) });
    return { db, dialect: "postgres", close: () => db.destroy() };
  }
  const file = options.file ?? ":memory:";
  if (file !== ":memory:") mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  sqlite.pragma("synchronous = NORMAL");
  // SQLite's advice for a long-lived connection: 0x10000 looks at every table, not only those
  // this connection has queried yet; each measure is bounded, so a large file opens quickly.
  // While another process writes (a second server, a restore) the measure cannot be stored: it
  // waits for the hourly refresh, and the start goes on.
  try {
    sqlite.pragma("optimize = 0x10002");
  } catch {
    // Statistics only guide the planner; every query answers the same without them.
  }
  const db = new Kysely<Database>({
    dialect: new WaitingSqliteDialect(sqlite, { maxWaitMs: options.maxWaitMs }),
  });
  return { db, dialect: "sqlite", close: () => db.destroy() };
}

/**
 * SQLite never measures its tables on its own: without statistics its planner guesses which
 * index to use, and the guess gets worse as tables grow. `PRAGMA optimize` measures again only
 * the tables that changed much since their last measure, within a bounded time; the server runs
 * it every hour. PostgreSQL's autovacuum does the same by itself.
 */
export async function refreshPlannerStatistics({ db, dialect }: AppDatabase): Promise<void> {
  if (dialect === "sqlite") await sql`pragma optimize = 0x10002`.execute(db);
}

/** Applies every pending migration; throws (and so stops the start) if one fails. */
export function migrateToLatest(database: AppDatabase): Promise<string[]> {
  return migrate(database, (migrator) => migrator.migrateToLatest());
}

/**
 * Applies migrations up to and including `name` (a restore loads a backup into the schema it was
 * taken from, then migrates it to the latest).
 */
export function migrateTo(database: AppDatabase, name: string): Promise<string[]> {
  return migrate(database, (migrator) => migrator.migrateTo(name));
}

async function migrate(
  { db, dialect }: AppDatabase,
  run: (migrator: Migrator) => Promise<MigrationResultSet>,
): Promise<string[]> {
  const provider = {
    async getMigrations(): Promise<Record<string, Migration>> {
      return Object.fromEntries(
        Object.entries(migrations).map(([name, m]) => [
          name,
          {
            up: (d: Kysely<unknown>) => m.up(d, dialect),
            down: m.down && ((d: Kysely<unknown>) => m.down!(d, dialect)),
          },
        ]),
      );
    },
  };
  // On PostgreSQL, Kysely looks for its bookkeeping table in every schema it can see; pinning it
  // to the connection's own schema keeps two sites (or test schemas) in one database apart.
  const migrationTableSchema =
    dialect === "postgres"
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
          ?.schema
      : undefined;
  const { error, results = [] } = await run(new Migrator({ db, provider, migrationTableSchema }));
  if (error)
    throw new Error(
      `Database migration failed: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  return results.filter((r) => r.status === "Success").map((r) => r.migrationName);
}

export function nowIso(date = new Date()): string {
  return date.toISOString();
}
