import type { Kysely } from "kysely";
import type { DialectMigration } from "./types";

/**
 * Payment reminders: each one sent is a row, whose key lets only one process send it; and the
 * clients (by e-mail address) who asked for none.
 */
export const invoiceReminders: DialectMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("invoice_reminders")
      .addColumn("invoice_id", "text", (c) =>
        c.notNull().references("invoices.id").onDelete("cascade"),
      )
      .addColumn("step", "integer", (c) => c.notNull())
      .addColumn("sent_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("invoice_reminders_pkey", ["invoice_id", "step"])
      .execute();
    await db.schema
      .createTable("reminder_opt_outs")
      .addColumn("client_email", "text", (c) => c.primaryKey())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("created_by", "text")
      .execute();
  },
};
