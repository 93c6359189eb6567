import type { Kysely } from "kysely";
import type { DialectMigration } from "./types";

/**
 * The page a lead's visit began on, kept with the lead like its source, so the visits report
 * can follow each landing page to the devis.
 */
export const leadLanding: DialectMigration = {
  async up(db: Kysely<unknown>) {
    for (const table of ["contact_messages", "quote_requests"])
      await db.schema.alterTable(table).addColumn("landing", "text").execute();
  },
};
