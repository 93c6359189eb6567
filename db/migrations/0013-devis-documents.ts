import type { Kysely } from "kysely";
import type { DialectMigration } from "./types";

// A migration works on the untyped database.
type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * The devis PDF as the client received it (docs/decisions/036-devis-documents.md): drawn once
 * when a version is sent ("sent"), and once more when it is accepted ("accepted"), then served
 * as stored. `sending_at` marks a draft claimed by a send in progress: a save then fails
 * instead of changing what is being drawn and mailed.
 */
export const devisDocuments: DialectMigration = {
  async up(untyped, dialect) {
    const db = untyped as AnyDb;
    await db.schema.alterTable("devis").addColumn("sending_at", "text").execute();
    await db.schema
      .createTable("devis_documents")
      .addColumn("devis_id", "text", (c) => c.notNull().references("devis.id").onDelete("cascade"))
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("content", dialect === "postgres" ? "bytea" : "blob", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("devis_documents_pk", ["devis_id", "kind"])
      .execute();
  },
};
