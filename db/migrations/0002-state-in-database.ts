import type { Kysely } from "kysely";
import type { DialectMigration } from "./types";

// Kysely's schema builder is typed per table; a migration works on the untyped database.
type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * The last pieces of state that lived in DATA_DIR move into the database, so any number of
 * processes sharing one database (and a backup of it) hold the whole site: the generated signing
 * secret, and the bytes of every uploaded picture variant.
 */
export const stateInDatabase: DialectMigration = {
  async up(untyped, dialect) {
    const db = untyped as AnyDb;
    await db.schema
      .createTable("app_secrets")
      .addColumn("name", "text", (c) => c.primaryKey())
      .addColumn("value", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("media_files")
      .addColumn("name", "text", (c) => c.primaryKey())
      .addColumn("media_id", "text", (c) => c.notNull().references("media.id").onDelete("cascade"))
      .addColumn("content_type", "text", (c) => c.notNull())
      .addColumn("content", dialect === "postgres" ? "bytea" : "blob", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("media_files_media_idx")
      .on("media_files")
      .column("media_id")
      .execute();
  },
};
