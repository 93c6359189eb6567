import type { Kysely } from "kysely";
import type { DialectMigration } from "./types";

/**
 * Personal data kept only as long as needed (docs/decisions/019-personal-data-retention.md): each
 * lead table records when its row's personal fields were cleared, by the daily retention job or
 * on a person's request. Null means the row still holds what the visitor typed.
 */
export const personalData: DialectMigration = {
  async up(db: Kysely<unknown>) {
    for (const table of ["contact_messages", "quote_requests", "testimonials"]) {
      await db.schema.alterTable(table).addColumn("anonymised_at", "text").execute();
    }
    // The job looks for old rows not yet cleared; testimonials had no index on their date.
    await db.schema
      .createIndex("testimonials_created_idx")
      .on("testimonials")
      .column("created_at")
      .execute();
  },
};
