import type { Kysely } from "kysely";

export type SqlDialect = "sqlite" | "postgres";

/** A migration that knows which database it runs on, for the few types that differ. */
export interface DialectMigration {
  up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void>;
  down?(db: Kysely<unknown>, dialect: SqlDialect): Promise<void>;
}

/** Column types that are spelled differently by the two databases. */
export function columnTypes(dialect: SqlDialect) {
  return dialect === "postgres"
    ? ({ boolean: "boolean", timestamp: "timestamptz", bigint: "bigint" } as const)
    : ({ boolean: "integer", timestamp: "date", bigint: "bigint" } as const);
}
