import type { Kysely } from "kysely";
import type { DialectMigration } from "./types";

/**
 * A lead can be given to a team member (`assigned_to`, a user id; null: nobody yet), so the inbox
 * can show each person "mine". No foreign key: a deleted account leaves its leads unassigned in
 * effect (the name is looked up, and shown as nobody when it is gone).
 */
export const leadAssignment: DialectMigration = {
  async up(db: Kysely<unknown>) {
    for (const table of ["contact_messages", "quote_requests"]) {
      await db.schema.alterTable(table).addColumn("assigned_to", "text").execute();
      await db.schema
        .createIndex(`${table}_assigned_idx`)
        .on(table)
        .columns(["assigned_to", "created_at"])
        .execute();
    }
  },
};
