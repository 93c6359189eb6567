import type { Kysely } from "kysely";
import type { DialectMigration } from "./types";

/**
 * The inbox's "most urgent first" (issue 41): each urgency's newest leads, read in order from
 * these indexes, instead of every lead sorted at each page (101 ms for 100,000 leads on SQLite).
 */
export const urgencyIndexes: DialectMigration = {
  async up(db: Kysely<unknown>) {
    for (const table of ["contact_messages", "quote_requests"])
      await db.schema
        .createIndex(`${table}_urgency_idx`)
        .on(table)
        .columns(["urgency", "created_at", "id"])
        .execute();
  },
};
