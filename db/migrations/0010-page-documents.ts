import type { Kysely } from "kysely";
import type { DialectMigration } from "./types";

// A migration works on the untyped database.
type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * The words and pictures of the public pages, one JSON document per page
 * (docs/decisions/034-page-content-model.md): the draft staff edit (its `revision` moves with
 * every save, so two people saving the same page at once cannot overwrite each other unseen),
 * and every version ever published, the highest being what visitors see. Also: uploads are
 * known by their bytes' hash, and e-mails written to a file are told from e-mails sent.
 */
export const pageDocuments: DialectMigration = {
  async up(untyped) {
    const db = untyped as AnyDb;
    await db.schema
      .createTable("page_drafts")
      .addColumn("page", "text", (c) => c.primaryKey())
      .addColumn("data", "text", (c) => c.notNull())
      .addColumn("revision", "integer", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("updated_by", "text")
      .execute();
    await db.schema
      .createTable("page_versions")
      .addColumn("page", "text", (c) => c.notNull())
      .addColumn("version", "integer", (c) => c.notNull())
      .addColumn("data", "text", (c) => c.notNull())
      .addColumn("published_at", "text", (c) => c.notNull())
      .addColumn("published_by", "text")
      .addPrimaryKeyConstraint("page_versions_pk", ["page", "version"])
      .execute();
    // The same picture uploaded twice (a second tap during a slow upload, a retry after a lost
    // answer) is found by its bytes and reused instead of stored again.
    await db.schema.alterTable("media").addColumn("content_hash", "text").execute();
    await db.schema
      .createIndex("media_content_hash_idx")
      .on("media")
      .column("content_hash")
      .unique()
      .execute();
    // Without SMTP_URL a message is written to a file: "sent" would tell the owner a lie.
    await db.schema
      .alterTable("email_outbox")
      .addColumn("sent_to_file", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
