import type { Kysely } from "kysely";
import type { DialectMigration } from "./types";

/**
 * Each administrator's setting of the Monday report (docs/product/visits.md#the-monday-report):
 * whether it is sent, and in which language. No row means sent, in French.
 */
export const reportSettings: DialectMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("report_settings")
      .addColumn("user_id", "text", (c) => c.primaryKey())
      .addColumn("weekly", "integer", (c) => c.notNull())
      .addColumn("locale", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
  },
};
