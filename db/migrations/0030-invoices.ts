import type { Kysely } from "kysely";
import type { DialectMigration } from "./types";

// A migration works on the untyped database.
type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Invoices, credit notes and payments after an accepted devis (docs/product/invoices.md,
 * decision 050). Each document is issued once and never updated but for erasure: it copies the
 * client, lines and amounts of its devis, in whole FCFA. Numbers come from `counters`, taken in
 * the issuing transaction, so a unique number is also a gapless one.
 */
export const invoices: DialectMigration = {
  async up(untyped, dialect) {
    const db = untyped as AnyDb;
    const blob = dialect === "postgres" ? "bytea" : "blob";
    await db.schema
      .createTable("invoices")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("number", "text", (c) => c.notNull().unique())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("devis_id", "text", (c) => c.notNull().references("devis.id"))
      .addColumn("devis_reference", "text", (c) => c.notNull())
      .addColumn("locale", "text", (c) => c.notNull())
      .addColumn("client_name", "text", (c) => c.notNull())
      .addColumn("client_company", "text")
      .addColumn("client_email", "text", (c) => c.notNull())
      .addColumn("client_phone", "text", (c) => c.notNull())
      .addColumn("client_address", "text")
      .addColumn("vat_rate", "integer", (c) => c.notNull())
      .addColumn("net", "integer", (c) => c.notNull())
      .addColumn("vat", "integer", (c) => c.notNull())
      .addColumn("total", "integer", (c) => c.notNull())
      .addColumn("issued_on", "text", (c) => c.notNull())
      .addColumn("due_on", "text", (c) => c.notNull())
      .addColumn("created_by", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("anonymised_at", "text")
      .execute();
    await db.schema.createIndex("invoices_devis_idx").on("invoices").column("devis_id").execute();
    await db.schema
      .createIndex("invoices_issued_idx")
      .on("invoices")
      .columns(["created_at", "id"])
      .execute();
    await db.schema
      .createTable("invoice_lines")
      .addColumn("invoice_id", "text", (c) =>
        c.notNull().references("invoices.id").onDelete("cascade"),
      )
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("label", "text", (c) => c.notNull())
      .addColumn("unit", "text")
      .addColumn("quantity", "integer")
      .addColumn("unit_price", "integer")
      .addColumn("total", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("invoice_lines_pk", ["invoice_id", "position"])
      .execute();
    await db.schema
      .createTable("credit_notes")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("number", "text", (c) => c.notNull().unique())
      .addColumn("invoice_id", "text", (c) => c.notNull().references("invoices.id"))
      .addColumn("reason", "text", (c) => c.notNull())
      .addColumn("net", "integer", (c) => c.notNull())
      .addColumn("vat", "integer", (c) => c.notNull())
      .addColumn("total", "integer", (c) => c.notNull())
      .addColumn("issued_on", "text", (c) => c.notNull())
      .addColumn("created_by", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("submission_key", "text", (c) => c.unique())
      .execute();
    await db.schema
      .createIndex("credit_notes_invoice_idx")
      .on("credit_notes")
      .column("invoice_id")
      .execute();
    await db.schema
      .createTable("payments")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("invoice_id", "text", (c) => c.notNull().references("invoices.id"))
      .addColumn("amount", "integer", (c) => c.notNull())
      .addColumn("paid_on", "text", (c) => c.notNull())
      .addColumn("method", "text", (c) => c.notNull())
      .addColumn("reference", "text", (c) => c.notNull())
      .addColumn("recorded_by", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      // The form's one-time key: a form sent twice (a reload, a slow network) records once.
      .addColumn("submission_key", "text", (c) => c.unique())
      .execute();
    await db.schema
      .createIndex("payments_invoice_idx")
      .on("payments")
      .column("invoice_id")
      .execute();
    // The PDF of an invoice or a credit note, drawn once at issue and served as stored.
    await db.schema
      .createTable("invoice_documents")
      .addColumn("document_id", "text", (c) => c.primaryKey())
      .addColumn("content", blob, (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
  },
};
