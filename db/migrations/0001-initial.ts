import { type Kysely, sql } from "kysely";
import { columnTypes, type DialectMigration } from "./types";

// Kysely's schema builder is typed per table; a migration works on the untyped database.
type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Columns every lead table shares: when, where from, who (hashed), and its pipeline status. */
function leadColumns<T extends { addColumn: (...args: any[]) => T }>(table: T): T {
  return table
    .addColumn("created_at", "text", (c: any) => c.notNull())
    .addColumn("updated_at", "text", (c: any) => c.notNull())
    .addColumn("status", "text", (c: any) => c.notNull().defaultTo("new"))
    .addColumn("locale", "text", (c: any) => c.notNull())
    .addColumn("source_page", "text")
    .addColumn("referrer", "text")
    .addColumn("utm_source", "text")
    .addColumn("utm_medium", "text")
    .addColumn("utm_campaign", "text")
    .addColumn("utm_term", "text")
    .addColumn("utm_content", "text")
    .addColumn("ip_hash", "text")
    .addColumn("user_agent", "text")
    .addColumn("submission_token", "text", (c: any) => c.notNull().unique());
}

export const initial: DialectMigration = {
  async up(untyped, dialect) {
    const db = untyped as AnyDb;
    const t = columnTypes(dialect);

    // --- better-auth (admin + two-factor plugins), same layout as its own generator emits ---
    await db.schema
      .createTable("user")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull().unique())
      .addColumn("emailVerified", t.boolean, (c) => c.notNull())
      .addColumn("image", "text")
      .addColumn("createdAt", t.timestamp, (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .addColumn("updatedAt", t.timestamp, (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .addColumn("role", "text")
      .addColumn("banned", t.boolean)
      .addColumn("banReason", "text")
      .addColumn("banExpires", t.timestamp)
      .addColumn("twoFactorEnabled", t.boolean)
      .execute();
    await db.schema
      .createTable("session")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("expiresAt", t.timestamp, (c) => c.notNull())
      .addColumn("token", "text", (c) => c.notNull().unique())
      .addColumn("createdAt", t.timestamp, (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .addColumn("updatedAt", t.timestamp, (c) => c.notNull())
      .addColumn("ipAddress", "text")
      .addColumn("userAgent", "text")
      .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("impersonatedBy", "text")
      .execute();
    await db.schema
      .createTable("account")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("accountId", "text", (c) => c.notNull())
      .addColumn("providerId", "text", (c) => c.notNull())
      .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("accessToken", "text")
      .addColumn("refreshToken", "text")
      .addColumn("idToken", "text")
      .addColumn("accessTokenExpiresAt", t.timestamp)
      .addColumn("refreshTokenExpiresAt", t.timestamp)
      .addColumn("scope", "text")
      .addColumn("password", "text")
      .addColumn("createdAt", t.timestamp, (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .addColumn("updatedAt", t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("verification")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("identifier", "text", (c) => c.notNull())
      .addColumn("value", "text", (c) => c.notNull())
      .addColumn("expiresAt", t.timestamp, (c) => c.notNull())
      .addColumn("createdAt", t.timestamp, (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .addColumn("updatedAt", t.timestamp, (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .execute();
    await db.schema
      .createTable("twoFactor")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("secret", "text", (c) => c.notNull())
      .addColumn("backupCodes", "text", (c) => c.notNull())
      .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("verified", t.boolean)
      .addColumn("failedVerificationCount", "integer")
      .addColumn("lockedUntil", t.timestamp)
      .execute();
    await db.schema
      .createTable("rateLimit")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("key", "text", (c) => c.notNull().unique())
      .addColumn("count", "integer", (c) => c.notNull())
      .addColumn("lastRequest", t.bigint, (c) => c.notNull())
      .execute();
    await db.schema.createIndex("session_userId_idx").on("session").column("userId").execute();
    await db.schema.createIndex("account_userId_idx").on("account").column("userId").execute();
    await db.schema
      .createIndex("verification_identifier_idx")
      .on("verification")
      .column("identifier")
      .execute();
    await db.schema.createIndex("twoFactor_secret_idx").on("twoFactor").column("secret").execute();
    await db.schema.createIndex("twoFactor_userId_idx").on("twoFactor").column("userId").execute();

    // --- leads ---
    await leadColumns(
      db.schema.createTable("contact_messages").addColumn("id", "text", (c) => c.primaryKey()),
    )
      .addColumn("first_name", "text", (c) => c.notNull())
      .addColumn("last_name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("phone", "text", (c) => c.notNull())
      .addColumn("company", "text")
      .addColumn("subject", "text")
      .addColumn("service", "text")
      .addColumn("message", "text", (c) => c.notNull())
      .addColumn("urgency", "text")
      .execute();
    await leadColumns(
      db.schema.createTable("quote_requests").addColumn("id", "text", (c) => c.primaryKey()),
    )
      .addColumn("reference", "text", (c) => c.notNull().unique())
      .addColumn("first_name", "text", (c) => c.notNull())
      .addColumn("last_name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("phone", "text", (c) => c.notNull())
      .addColumn("company", "text")
      .addColumn("service_type", "text", (c) => c.notNull())
      .addColumn("area", "text")
      .addColumn("frequency", "text")
      .addColumn("description", "text", (c) => c.notNull())
      .addColumn("budget", "text")
      .addColumn("urgency", "text")
      .addColumn("estimate", "text")
      .execute();
    for (const table of ["contact_messages", "quote_requests"]) {
      await db.schema.createIndex(`${table}_created_idx`).on(table).column("created_at").execute();
      await db.schema.createIndex(`${table}_status_idx`).on(table).column("status").execute();
    }
    await db.schema
      .createTable("lead_notes")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("lead_type", "text", (c) =>
        c.notNull().check(sql`lead_type in ('contact', 'quote')`),
      )
      .addColumn("lead_id", "text", (c) => c.notNull())
      .addColumn("author_id", "text", (c) => c.references("user.id").onDelete("set null"))
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("lead_notes_lead_idx")
      .on("lead_notes")
      .columns(["lead_type", "lead_id"])
      .execute();

    // --- testimonials ---
    await db.schema
      .createTable("testimonials")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) =>
        c
          .notNull()
          .defaultTo("pending")
          .check(sql`status in ('pending', 'approved', 'rejected')`),
      )
      .addColumn("approved_at", "text")
      .addColumn("locale", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("phone", "text")
      .addColumn("rating", "integer", (c) => c.notNull().check(sql`rating between 1 and 5`))
      .addColumn("content", "text", (c) => c.notNull())
      .addColumn("company", "text")
      .addColumn("role", "text")
      .addColumn("service", "text")
      .addColumn("location", "text")
      .addColumn("ip_hash", "text")
      .addColumn("user_agent", "text")
      .addColumn("submission_token", "text", (c) => c.notNull().unique())
      .execute();
    await db.schema
      .createIndex("testimonials_status_idx")
      .on("testimonials")
      .columns(["status", "approved_at"])
      .execute();

    // --- blog ---
    await db.schema
      .createTable("blog_posts")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("slug", "text", (c) => c.notNull().unique())
      .addColumn("content", "text", (c) => c.notNull())
      .addColumn("excerpt", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("image_url", "text")
      .addColumn("status", "text", (c) =>
        c
          .notNull()
          .defaultTo("draft")
          .check(sql`status in ('draft', 'published')`),
      )
      .addColumn("tags", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("author_name", "text", (c) => c.notNull())
      .addColumn("author_id", "text", (c) => c.references("user.id").onDelete("set null"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("published_at", "text")
      .execute();
    await db.schema
      .createIndex("blog_posts_status_idx")
      .on("blog_posts")
      .columns(["status", "created_at"])
      .execute();
    await db.schema
      .createTable("blog_slug_redirects")
      .addColumn("old_slug", "text", (c) => c.primaryKey())
      .addColumn("post_id", "text", (c) =>
        c.notNull().references("blog_posts.id").onDelete("cascade"),
      )
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("media")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("uploaded_by", "text", (c) => c.references("user.id").onDelete("set null"))
      .addColumn("original_name", "text", (c) => c.notNull())
      .addColumn("mime_type", "text", (c) => c.notNull())
      .addColumn("width", "integer", (c) => c.notNull())
      .addColumn("height", "integer", (c) => c.notNull())
      .addColumn("bytes", "integer", (c) => c.notNull())
      .addColumn("variants", "text", (c) => c.notNull())
      .addColumn("alt", "text")
      .execute();

    // --- delivery and bookkeeping ---
    await db.schema
      .createTable("email_outbox")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("to_address", "text", (c) => c.notNull())
      .addColumn("reply_to", "text")
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("text_body", "text", (c) => c.notNull())
      .addColumn("html_body", "text")
      .addColumn("related_type", "text")
      .addColumn("related_id", "text")
      .addColumn("status", "text", (c) =>
        c
          .notNull()
          .defaultTo("pending")
          .check(sql`status in ('pending', 'sent', 'failed')`),
      )
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("next_attempt_at", "text", (c) => c.notNull())
      .addColumn("locked_until", "text")
      .addColumn("last_error", "text")
      .addColumn("sent_at", "text")
      .execute();
    await db.schema
      .createIndex("email_outbox_due_idx")
      .on("email_outbox")
      .columns(["status", "next_attempt_at"])
      .execute();
    await db.schema
      .createTable("audit_log")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("user_id", "text", (c) => c.references("user.id").onDelete("set null"))
      .addColumn("action", "text", (c) => c.notNull())
      .addColumn("target_type", "text")
      .addColumn("target_id", "text")
      .addColumn("details", "text")
      .execute();
    await db.schema
      .createIndex("audit_log_created_idx")
      .on("audit_log")
      .column("created_at")
      .execute();
    await db.schema
      .createTable("rate_limits")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("count", "integer", (c) => c.notNull())
      .addColumn("window_start", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("counters")
      .addColumn("name", "text", (c) => c.primaryKey())
      .addColumn("value", "integer", (c) => c.notNull())
      .execute();
  },
};
