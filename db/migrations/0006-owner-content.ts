import { type Kysely, sql } from "kysely";
import type { DialectMigration } from "./types";

// Kysely's schema builder is typed per table; a migration works on the untyped database.
type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * What the company edits itself in the admin (docs/decisions/012-owner-edited-content.md):
 * identity settings, the price grid, the team, clients and partners, the gallery; and a demo
 * flag on every table that a fresh install fills with invented content.
 *
 * Media ids are plain text, not foreign keys: a picture removed from the media library leaves
 * the row without a picture rather than failing the removal. Flags are integers 0/1 on both
 * databases (better-sqlite3 cannot bind booleans).
 */
export const ownerContent: DialectMigration = {
  async up(untyped) {
    const db = untyped as AnyDb;
    const stamps = <T extends { addColumn: (...args: any[]) => T }>(t: T): T =>
      t
        .addColumn("created_at", "text", (c: any) => c.notNull())
        .addColumn("updated_at", "text", (c: any) => c.notNull());

    // One JSON document per key: "company" (identity), "seed" (what was seeded, once).
    await db.schema
      .createTable("site_settings")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("value", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("updated_by", "text")
      .execute();

    await stamps(
      db.schema
        .createTable("price_sections")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("title_fr", "text", (c) => c.notNull())
        .addColumn("title_en", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("item_header_fr", "text", (c) => c.notNull())
        .addColumn("item_header_en", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("description_header_fr", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("description_header_en", "text", (c) => c.notNull().defaultTo("")),
    ).execute();
    await stamps(
      db.schema
        .createTable("price_items")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("section_id", "text", (c) =>
          c.notNull().references("price_sections.id").onDelete("cascade"),
        )
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("label_fr", "text", (c) => c.notNull())
        .addColumn("label_en", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("description_fr", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("description_en", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("min_fcfa", "integer", (c) => c.notNull().check(sql`min_fcfa > 0`))
        .addColumn("max_fcfa", "integer", (c) => c.notNull())
        .addColumn("unit", "text", (c) => c.notNull())
        .addColumn("frequency_applies", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("color", "text")
        .addCheckConstraint("price_items_range", sql`min_fcfa <= max_fcfa`),
    ).execute();
    await db.schema
      .createIndex("price_items_section_idx")
      .on("price_items")
      .columns(["section_id", "position"])
      .execute();

    await stamps(
      db.schema
        .createTable("team_members")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("role_fr", "text", (c) => c.notNull())
        .addColumn("role_en", "text", (c) => c.notNull().defaultTo(""))
        // An uploaded picture (media id), else a bundled illustration by name, else none.
        .addColumn("photo_media_id", "text")
        .addColumn("photo_builtin", "text")
        .addColumn("phone", "text")
        .addColumn("email", "text")
        // One item per line.
        .addColumn("education_fr", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("education_en", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("training_fr", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("training_en", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("experience_fr", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("experience_en", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("is_demo", "integer", (c) => c.notNull().defaultTo(0)),
    ).execute();

    await stamps(
      db.schema
        .createTable("partners")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('client', 'partner')`))
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("logo_media_id", "text")
        .addColumn("url", "text")
        .addColumn("is_demo", "integer", (c) => c.notNull().defaultTo(0)),
    ).execute();

    await stamps(
      db.schema
        .createTable("gallery_albums")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("title_fr", "text", (c) => c.notNull())
        .addColumn("title_en", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("description_fr", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("description_en", "text", (c) => c.notNull().defaultTo("")),
    ).execute();
    await stamps(
      db.schema
        .createTable("gallery_photos")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("album_id", "text", (c) =>
          c.notNull().references("gallery_albums.id").onDelete("cascade"),
        )
        .addColumn("media_id", "text", (c) => c.notNull())
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("caption_fr", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("caption_en", "text", (c) => c.notNull().defaultTo("")),
    ).execute();
    await db.schema
      .createIndex("gallery_photos_album_idx")
      .on("gallery_photos")
      .columns(["album_id", "position"])
      .execute();

    for (const table of ["testimonials", "blog_posts"]) {
      await db.schema
        .alterTable(table)
        .addColumn("is_demo", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
    }
    // Installs that ran before this migration got demo rows seeded into empty tables: mark them
    // so the one "remove demo content" action finds them.
    await sql`update testimonials set is_demo = 1 where submission_token like 'seed-%'`.execute(db);
    await sql`update blog_posts set is_demo = 1
      where author_id is null and author_name in ('Équipe Africa Clean', 'The Africa Clean team')
        and created_at = published_at
        and created_at = updated_at`.execute(db);
  },
};
