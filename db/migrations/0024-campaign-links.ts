import type { Kysely } from "kysely";
import type { DialectMigration } from "./types";

/**
 * Campaign links (docs/product/visits.md#campaign-links): `/go/<slug>` sends a flyer's or a
 * post's readers to a page with the campaign's tags, so their visits and requests are counted
 * under it. The slug is unique: printed on paper, it can never point elsewhere by mistake.
 */
export const campaignLinks: DialectMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("campaign_links")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("slug", "text", (c) => c.notNull().unique())
      .addColumn("target", "text", (c) => c.notNull())
      .addColumn("source", "text", (c) => c.notNull())
      .addColumn("medium", "text")
      .addColumn("campaign", "text", (c) => c.notNull())
      .addColumn("created_by", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
  },
};
