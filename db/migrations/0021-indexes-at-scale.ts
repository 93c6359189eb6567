import { sql, type Kysely } from "kysely";
import type { DialectMigration } from "./types";

/**
 * Indexes for the screens that slowed down as the data grew (issue 41, measured with
 * `npm run bench -- --data S,M,L`): each one lets a screen read the few rows it shows, in the
 * order it shows them, instead of every row of a table.
 */
export const indexesAtScale: DialectMigration = {
  async up(db: Kysely<unknown>) {
    const index = (name: string, table: string, columns: string[]) =>
      db.schema.createIndex(name).on(table).columns(columns).execute();
    const lower = (name: string, table: string, column: string) =>
      db.schema
        .createIndex(name)
        .on(table)
        .expression(sql`lower(${sql.ref(column)})`)
        .execute();
    for (const table of ["contact_messages", "quote_requests"]) {
      // The inbox by status, newest first, and the dashboard's requests still waiting.
      await index(`${table}_status_created_idx`, table, ["status", "created_at", "id"]);
      // The personal-data lookup compares addresses without regard to case.
      await lower(`${table}_email_lower_idx`, table, "email");
      await index(`${table}_phone_idx`, table, ["phone"]);
    }
    // The dashboard's requests still waiting for a devis: kept ones (not anonymised), by status.
    await db.schema
      .createIndex("quote_requests_waiting_idx")
      .on("quote_requests")
      .columns(["status", "created_at", "id"])
      .where(sql.ref("anonymised_at"), "is", null)
      .execute();
    // Testimonials to moderate (kept ones, by status), newest first.
    await db.schema
      .createIndex("testimonials_moderation_idx")
      .on("testimonials")
      .columns(["status", "created_at", "id"])
      .where(sql.ref("anonymised_at"), "is", null)
      .execute();
    await lower("testimonials_email_lower_idx", "testimonials", "email");
    await index("testimonials_phone_idx", "testimonials", ["phone"]);
    // A lead's notes (its page, the export): read by id, whatever the lead's type.
    await index("lead_notes_lead_id_idx", "lead_notes", ["lead_id", "created_at"]);
    // The outbox newest first, its tabs counted, a lead's e-mails, a person's e-mails.
    await index("email_outbox_created_idx", "email_outbox", ["created_at", "id"]);
    await index("email_outbox_tab_idx", "email_outbox", ["status", "sent_to_file", "attempts"]);
    await index("email_outbox_related_idx", "email_outbox", ["related_type", "related_id"]);
    await lower("email_outbox_to_lower_idx", "email_outbox", "to_address");
    await lower("email_outbox_reply_to_lower_idx", "email_outbox", "reply_to");
    // The change log's "who" filter and its list of actors.
    await index("audit_log_user_idx", "audit_log", ["user_id", "created_at"]);
    // The devis list, most recently changed first; a request's devis sent, read from the index.
    await index("devis_updated_idx", "devis", ["updated_at", "id"]);
    await index("devis_request_sent_idx", "devis", ["request_id", "sent_at"]);
    // Public lists, feeds and the sitemap: published posts newest first, in their total order
    // (the id ascending breaks ties, so read backwards the index gives it descending here). With
    // the language, translation group and tags in it, counting a list, finding its tags and
    // deciding which posts a reader is offered read the index alone, never a post's text.
    await index("blog_posts_published_idx", "blog_posts", [
      "status",
      "published_at",
      "created_at",
      "id desc",
      "locale",
      "translation_group",
      "tags",
    ]);
    // The editors' list of every post, newest written first.
    await index("blog_posts_created_idx", "blog_posts", ["created_at", "id desc"]);
    await index("blog_posts_locale_out_idx", "blog_posts", [
      "locale",
      "status",
      "published_at",
      "translation_group",
    ]);
  },
};
