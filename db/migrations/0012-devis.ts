import type { Kysely } from "kysely";
import type { DialectMigration } from "./types";

// Kysely's schema builder is typed per table; a migration works on the untyped database.
type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Devis (quotes) built in the admin and answered online (docs/product/sending-a-devis.md). Every
 * amount is a whole number of FCFA and every quantity a whole number of hundredths, so no
 * database ever stores a floating-point amount. A devis points at its quote request without a
 * foreign key, as leads point at their assignee: a request is anonymised, never deleted.
 * E-mails gain attachments (the devis PDF), kept beside the message until it is sent.
 */
export const devis: DialectMigration = {
  async up(untyped, dialect) {
    const db = untyped as AnyDb;
    await db.schema
      .createTable("devis")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("number", "text", (c) => c.notNull())
      .addColumn("version", "integer", (c) => c.notNull())
      .addColumn("request_id", "text")
      .addColumn("status", "text", (c) => c.notNull().defaultTo("draft"))
      .addColumn("locale", "text", (c) => c.notNull())
      .addColumn("client_name", "text", (c) => c.notNull())
      .addColumn("client_company", "text")
      .addColumn("client_email", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("client_phone", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("client_address", "text")
      .addColumn("discount_percent", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("vat_rate", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("subtotal", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("discount", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("vat", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("total", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("valid_until", "text", (c) => c.notNull())
      .addColumn("payment_terms", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("token_hash", "text", (c) => c.unique())
      .addColumn("token_sealed", "text")
      .addColumn("replaced_by", "text")
      .addColumn("created_by", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("sent_at", "text")
      .addColumn("viewed_at", "text")
      .addColumn("answered_at", "text")
      .addColumn("answer_name", "text")
      .addColumn("answer_reason", "text")
      .addColumn("answer_address", "text")
      .addColumn("anonymised_at", "text")
      .addUniqueConstraint("devis_number_version_key", ["number", "version"])
      .execute();
    await db.schema.createIndex("devis_request_idx").on("devis").column("request_id").execute();
    await db.schema
      .createIndex("devis_status_idx")
      .on("devis")
      .columns(["status", "sent_at"])
      .execute();
    await db.schema
      .createTable("devis_lines")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("devis_id", "text", (c) => c.notNull().references("devis.id").onDelete("cascade"))
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("price_item_id", "text")
      .addColumn("label", "text", (c) => c.notNull())
      .addColumn("unit", "text", (c) => c.notNull())
      .addColumn("quantity", "integer", (c) => c.notNull())
      .addColumn("unit_price", "integer", (c) => c.notNull())
      .addColumn("total", "integer", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("devis_lines_devis_idx")
      .on("devis_lines")
      .columns(["devis_id", "position"])
      .execute();
    await db.schema
      .createTable("email_attachments")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("email_id", "text", (c) =>
        c.notNull().references("email_outbox.id").onDelete("cascade"),
      )
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("filename", "text", (c) => c.notNull())
      .addColumn("content_type", "text", (c) => c.notNull())
      .addColumn("content", dialect === "postgres" ? "bytea" : "blob", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("email_attachments_email_idx")
      .on("email_attachments")
      .column("email_id")
      .execute();
  },
};
