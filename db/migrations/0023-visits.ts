import type { Kysely } from "kysely";
import type { DialectMigration } from "./types";

/**
 * Page views counted by the server (docs/product/visits.md): one row per public page answered
 * to a visitor, with no cookie, no address and no user agent kept. `visitor` is a hash of the
 * address and user agent with the day's salt, which is deleted once the day is over, so a
 * visitor can be counted once a day and never recognised afterwards. After 90 days only each
 * day's totals are kept.
 */
export const visits: DialectMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("visits")
      .addColumn("at", "text", (c) => c.notNull())
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("path", "text", (c) => c.notNull())
      .addColumn("locale", "text", (c) => c.notNull())
      // 1 when the view begins a visit (from another site, a campaign link, or typed).
      .addColumn("arrival", "integer", (c) => c.notNull())
      .addColumn("source", "text")
      .addColumn("campaign", "text")
      .addColumn("device", "text", (c) => c.notNull())
      .addColumn("country", "text")
      .addColumn("visitor", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("visits_day_idx")
      .on("visits")
      .columns(["day", "arrival"])
      .execute();
    // Past 90 days a day's views are kept as totals only (features/visits/rollup.server.ts):
    // one row per way of counting them ("source", "facebook"), with that group's own visitors.
    await db.schema
      .createTable("visit_days")
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("dimension", "text", (c) => c.notNull())
      .addColumn("value", "text")
      .addColumn("arrival", "integer", (c) => c.notNull())
      .addColumn("views", "integer", (c) => c.notNull())
      .addColumn("visitors", "integer", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("visit_days_idx")
      .on("visit_days")
      .columns(["dimension", "day"])
      .execute();
    await db.schema
      .createTable("visit_salts")
      .addColumn("day", "text", (c) => c.primaryKey())
      .addColumn("salt", "text", (c) => c.notNull())
      .execute();
  },
};
