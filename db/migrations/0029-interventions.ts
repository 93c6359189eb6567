import type { Kysely } from "kysely";
import type { DialectMigration } from "./types";

// Kysely's schema builder is typed per table; a migration works on the untyped database.
type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Interventions planned from an accepted devis (docs/product/interventions.md, decision 049):
 * times in UTC, the team members through a join table (the overlap check reads it), the
 * reminder's and the testimonial request's once-only stamps, and testimonials tagged with the
 * devis they were asked for.
 */
export const interventions: DialectMigration = {
  async up(untyped) {
    const db = untyped as AnyDb;
    await db.schema
      .createTable("interventions")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("devis_id", "text", (c) => c.notNull().references("devis.id"))
      .addColumn("status", "text", (c) => c.notNull().defaultTo("planned"))
      .addColumn("starts_at", "text", (c) => c.notNull())
      .addColumn("ends_at", "text", (c) => c.notNull())
      .addColumn("address", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("notes", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("sequence", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_by", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("planned_at", "text", (c) => c.notNull())
      .addColumn("done_at", "text")
      .addColumn("cancelled_at", "text")
      .addColumn("reminded_at", "text")
      .addColumn("anonymised_at", "text")
      .execute();
    await db.schema
      .createIndex("interventions_starts_idx")
      .on("interventions")
      .columns(["starts_at", "status"])
      .execute();
    await db.schema
      .createIndex("interventions_devis_idx")
      .on("interventions")
      .columns(["devis_id", "starts_at"])
      .execute();
    await db.schema
      .createTable("intervention_members")
      .addColumn("intervention_id", "text", (c) =>
        c.notNull().references("interventions.id").onDelete("cascade"),
      )
      .addColumn("member_id", "text", (c) =>
        c.notNull().references("team_members.id").onDelete("cascade"),
      )
      .addPrimaryKeyConstraint("intervention_members_pkey", ["intervention_id", "member_id"])
      .execute();
    await db.schema
      .createIndex("intervention_members_member_idx")
      .on("intervention_members")
      .column("member_id")
      .execute();
    // One request per devis: the token is kept as its hash only, as the devis link is.
    await db.schema
      .createTable("testimonial_requests")
      .addColumn("devis_id", "text", (c) => c.primaryKey().references("devis.id"))
      .addColumn("due_at", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("requested_at", "text")
      .addColumn("token_hash", "text", (c) => c.unique())
      .addColumn("used_at", "text")
      .execute();
    await db.schema
      .createIndex("testimonial_requests_due_idx")
      .on("testimonial_requests")
      .columns(["requested_at", "due_at"])
      .execute();
    await db.schema.alterTable("testimonials").addColumn("devis_id", "text").execute();
  },
};
