import { type Kysely, sql } from "kysely";
import type { AppDatabase, SqlDialect } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { migrations } from "../../../db/migrations/index";
import { StateError } from "./state-error";
import { appliedMigrations, listColumns, tablesInDependencyOrder } from "./tables.server";

/**
 * A whole site as a stream of events, the same whichever database it comes from or goes to:
 * written to a file by `npm run backup`, read back by `npm run restore`, or piped from SQLite
 * straight into PostgreSQL by `npm run migrate-to-postgres`. Values are database-neutral:
 * text, numbers, booleans, null, ISO-8601 timestamps, and Buffers for binary columns.
 */
export type SnapshotEvent =
  | {
      kind: "header";
      format: typeof FORMAT;
      version: 1;
      createdAt: string;
      source: SqlDialect;
      migrations: string[];
    }
  | { kind: "table"; name: string; columns: string[] }
  | { kind: "rows"; rows: unknown[][] }
  | { kind: "end"; rows: Record<string, number> };

export const FORMAT = "africa-clean-site-backup";
const BATCH_ROWS = 100;

/**
 * Reads every table (Kysely's own bookkeeping aside) inside one read transaction, so the
 * snapshot is consistent while the site keeps running: a repeatable-read snapshot on
 * PostgreSQL; on SQLite a WAL read transaction, which never blocks the site's writes.
 */
export async function* readSnapshot({ db, dialect }: AppDatabase): AsyncGenerator<SnapshotEvent> {
  const trx = await (
    dialect === "postgres"
      ? db.startTransaction().setIsolationLevel("repeatable read").setAccessMode("read only")
      : db.startTransaction().setAccessMode("read only")
  ).execute();
  try {
    yield {
      kind: "header",
      format: FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      source: dialect,
      migrations: await appliedMigrations(trx, dialect),
    };
    const counts: Record<string, number> = {};
    for (const table of await tablesInDependencyOrder(trx, dialect)) {
      const columns = (await listColumns(trx, dialect, table)).map((c) => c.name);
      yield { kind: "table", name: table, columns };
      counts[table] = 0;
      for await (const rows of readRows(trx, dialect, table)) {
        counts[table] += rows.length;
        yield { kind: "rows", rows: rows.map((row) => columns.map((c) => neutral(row[c]))) };
      }
    }
    yield { kind: "end", rows: counts };
  } finally {
    await trx.rollback().execute();
  }
}

async function* readRows(
  trx: Kysely<Database>,
  dialect: SqlDialect,
  table: string,
): AsyncGenerator<Array<Record<string, unknown>>> {
  if (dialect === "postgres") {
    // A cursor, so a large table (picture bytes) never sits in memory whole.
    await sql`declare snapshot_rows no scroll cursor for select * from ${sql.table(table)}`.execute(
      trx,
    );
    for (;;) {
      const { rows } = await sql<Record<string, unknown>>`fetch forward ${sql.lit(
        BATCH_ROWS,
      )} from snapshot_rows`.execute(trx);
      if (!rows.length) break;
      yield rows;
    }
    await sql`close snapshot_rows`.execute(trx);
    return;
  }
  let batch: Array<Record<string, unknown>> = [];
  const untyped = trx as unknown as Kysely<Record<string, Record<string, unknown>>>;
  for await (const row of untyped.selectFrom(table).selectAll().stream()) {
    batch.push(row);
    if (batch.length >= BATCH_ROWS) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/** Driver values to database-neutral ones (PostgreSQL gives Date objects for timestamptz). */
function neutral(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array && !Buffer.isBuffer(value)) return Buffer.from(value);
  if (typeof value === "bigint") return Number(value);
  return value ?? null;
}

/**
 * Passes a snapshot through, checking its shape as it goes: a header of a version this code
 * knows, rows only inside a table, and an end marker whose row counts match what came. Whoever
 * reads it to the end has proof the snapshot was whole.
 */
export async function* checked(
  events: AsyncIterable<SnapshotEvent>,
): AsyncGenerator<SnapshotEvent> {
  let header = false;
  let table: string | undefined;
  const counts: Record<string, number> = {};
  for await (const event of events) {
    if (!header) {
      if (event.kind !== "header")
        throw new StateError("this is not a site backup: it does not start with a backup header");
      checkVersion(event.migrations);
      header = true;
    } else if (event.kind === "header") {
      throw new StateError("the backup is damaged: it has a second header");
    } else if (event.kind === "table") {
      table = event.name;
      counts[table] = 0;
    } else if (event.kind === "rows") {
      if (!table) throw new StateError("the backup is damaged: rows outside any table");
      counts[table]! += event.rows.length;
    } else {
      const expected = Object.entries(event.rows);
      for (const [name, n] of expected)
        if (counts[name] !== n)
          throw new StateError(
            `the backup is damaged: table "${name}" should hold ${n} rows, ${counts[name] ?? 0} were read`,
          );
      if (expected.length !== Object.keys(counts).length)
        throw new StateError("the backup is damaged: its tables do not match its end marker");
      yield event;
      return;
    }
    yield event;
  }
  throw new StateError(
    header
      ? "the backup is incomplete: it stops before its end marker (interrupted while written, or cut short when copied)"
      : "the backup is empty",
  );
}

/** The snapshot's migrations must be this version's first ones (it may be older, never newer). */
function checkVersion(applied: string[]) {
  const known = Object.keys(migrations);
  if (!applied.length) throw new StateError("the backup holds no schema version");
  const unknown = applied.find((name, i) => known[i] !== name);
  if (unknown)
    throw new StateError(
      `the backup comes from a different or newer version of the site (migration "${unknown}" is unknown here): update the site, then restore`,
    );
}
