import type { Kysely } from "kysely";
import { migrateTo, migrateToLatest, type AppDatabase, type SqlDialect } from "~/db/db.server";
import { checked, type SnapshotEvent } from "./snapshot.server";
import { StateError } from "./state-error";
import { listColumns } from "./tables.server";

export interface LoadResult {
  tables: number;
  rows: number;
}

/**
 * Loads a snapshot into a database that holds no site yet: migrations up to the snapshot's own
 * version, every row in one transaction (a bad or cut-short snapshot leaves the database empty,
 * never half-filled), then the migrations this version has beyond the snapshot's.
 */
export async function loadSnapshot(
  database: AppDatabase,
  events: AsyncIterable<SnapshotEvent>,
): Promise<LoadResult> {
  const iterator = checked(events);
  const first = await iterator.next();
  if (first.done || first.value.kind !== "header") throw new StateError("the backup is empty");
  await migrateTo(database, first.value.migrations.at(-1)!);
  const result = await database.db
    .transaction()
    .execute((trx) => insertAll(trx, database.dialect, iterator));
  await migrateToLatest(database);
  return result;
}

async function insertAll(
  trx: Kysely<any>, // eslint-disable-line @typescript-eslint/no-explicit-any -- any table
  dialect: SqlDialect,
  events: AsyncIterable<SnapshotEvent>,
): Promise<LoadResult> {
  let table: { name: string; columns: string[]; types: string[] } | undefined;
  const result = { tables: 0, rows: 0 };
  for await (const event of events) {
    if (event.kind === "table") {
      const target = new Map(
        (await listColumns(trx, dialect, event.name)).map((c) => [c.name, c.type]),
      );
      if (!target.size) throw new StateError(`the backup has a table "${event.name}" unknown here`);
      const types = event.columns.map((c) => {
        const type = target.get(c);
        if (type === undefined)
          throw new StateError(`the backup has a column "${event.name}.${c}" unknown here`);
        return type;
      });
      table = { name: event.name, columns: event.columns, types };
      result.tables++;
    } else if (event.kind === "rows" && table) {
      const { name, columns, types } = table;
      await trx
        .insertInto(name)
        .values(
          event.rows.map((row) =>
            Object.fromEntries(columns.map((c, i) => [c, forTarget(row[i], types[i]!, dialect)])),
          ),
        )
        .execute();
      result.rows += event.rows.length;
    }
  }
  return result;
}

/**
 * A neutral value as the target database stores it when the site writes it itself: SQLite keeps
 * booleans as 0/1 (and cannot bind true/false); PostgreSQL wants real booleans, and gives
 * 64-bit integers back as text, which SQLite should store as numbers.
 */
function forTarget(value: unknown, type: string, dialect: SqlDialect): unknown {
  if (value === null || value === undefined) return null;
  if (dialect === "postgres")
    return type === "boolean" && typeof value !== "boolean" ? Number(value) !== 0 : value;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (type.includes("int") && typeof value === "string" && /^-?\d+$/.test(value))
    return Number(value);
  return value;
}
