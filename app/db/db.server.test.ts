import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import {
  migrateToLatest,
  nowIso,
  openDatabase,
  refreshPlannerStatistics,
  type AppDatabase,
} from "./db.server";
import { forEachDatabase } from "../../tests/helpers/databases";
import { addBackupEntries, leadMetadata } from "../../tests/helpers/rows";

/** A SQLite file of its own, in a new temporary folder. */
const freshFile = () => path.join(mkdtempSync(path.join(tmpdir(), "site-db-")), "site.db");

forEachDatabase((open) => {
  let database: AppDatabase;
  afterEach(async () => database && (await database.close()));

  it("creates every table the site stores", async () => {
    database = await open();
    const tables = (await database.db.introspection.getTables()).map((t) => t.name);
    for (const name of [
      "blog_posts",
      "blog_slug_redirects",
      "blog_post_versions",
      "contact_messages",
      "quote_requests",
      "testimonials",
      "lead_notes",
      "media",
      "email_outbox",
      "audit_log",
      "rate_limits",
      "counters",
      "user",
      "session",
      "account",
      "verification",
      "twoFactor",
      "rateLimit",
      "devis",
      "devis_lines",
      "email_attachments",
    ]) {
      expect(tables).toContain(name);
    }
  });

  it("is idempotent: a second migration run applies nothing", async () => {
    database = await open();
    expect(await migrateToLatest(database)).toEqual([]);
  });

  it("enforces foreign keys and check constraints", async () => {
    database = await open();
    const { db } = database;
    const now = nowIso();
    await expect(
      db
        .insertInto("blog_slug_redirects")
        .values({ old_slug: "x", post_id: "missing", created_at: now })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto("testimonials")
        .values({
          id: randomUUID(),
          created_at: now,
          updated_at: now,
          status: "pending",
          approved_at: null,
          locale: "fr",
          name: "A",
          email: "a@b.tg",
          phone: null,
          rating: 9,
          content: "x",
          company: null,
          role: null,
          service: null,
          location: null,
          ip_hash: null,
          user_agent: null,
          submission_token: randomUUID(),
        })
        .execute(),
    ).rejects.toThrow();
  });

  it("round-trips a blog post with its defaults, and orders by ISO timestamps", async () => {
    database = await open();
    const { db } = database;
    for (const [i, title] of ["Premier", "Second"].entries()) {
      await db
        .insertInto("blog_posts")
        .values({
          id: randomUUID(),
          title,
          slug: `post-${i}`,
          content: "<p>x</p>",
          status: "draft",
          author_name: "Équipe",
          author_id: null,
          image_url: null,
          created_at: nowIso(new Date(2026, 0, i + 1)),
          updated_at: nowIso(),
          published_at: null,
        })
        .execute();
    }
    const rows = await db
      .selectFrom("blog_posts")
      .selectAll()
      .orderBy("created_at", "desc")
      .execute();
    expect(rows.map((r) => r.title)).toEqual(["Second", "Premier"]);
    expect(rows[0]).toMatchObject({ excerpt: "", tags: "[]", status: "draft" });
  });

  it("rejects a second lead with the same submission token", async () => {
    database = await open();
    const row = {
      first_name: "Ama",
      last_name: "K",
      email: "a@b.tg",
      phone: "+22890000000",
      company: null,
      subject: null,
      service: null,
      message: "Bonjour",
      urgency: null,
      ...leadMetadata({ submission_token: "same" }),
    };
    await database.db
      .insertInto("contact_messages")
      .values({ id: randomUUID(), ...row })
      .execute();
    await expect(
      database.db
        .insertInto("contact_messages")
        .values({ id: randomUUID(), ...row })
        .execute(),
    ).rejects.toThrow();
  });
});

describe("SQLite file database", () => {
  it("runs in WAL mode with foreign keys on", async () => {
    const database = openDatabase({ file: freshFile() });
    await migrateToLatest(database);
    const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(database.db);
    const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(database.db);
    expect(journal.rows[0]?.journal_mode).toBe("wal");
    expect(fk.rows[0]?.foreign_keys).toBe(1);
    await database.close();
  });
});

describe("SQLite planner statistics", () => {
  /** The rows the planner believes `audit_log` holds; undefined before any measure. */
  async function measuredRows(database: AppDatabase) {
    const measured = await sql`select 1 from sqlite_master where name = 'sqlite_stat1'`.execute(
      database.db,
    );
    if (!measured.rows.length) return undefined;
    const { rows } = await sql<{ stat: string }>`
      select stat from sqlite_stat1 where tbl = 'audit_log' and idx is not null`.execute(
      database.db,
    );
    return rows[0] && Number(rows[0].stat.split(" ")[0]);
  }

  /** A migrated file whose change log holds 2,000 entries, never measured, closed again. */
  async function fileWithEntries() {
    const file = freshFile();
    const database = openDatabase({ file });
    await migrateToLatest(database);
    await addBackupEntries(database, "entry", 2_000, 0);
    expect(await measuredRows(database)).toBeUndefined();
    await database.close();
    return file;
  }

  it("are measured when the file opens, and again once a table has grown", async () => {
    const database = openDatabase({ file: await fileWithEntries() });
    expect(await measuredRows(database)).toBe(2_000);
    await addBackupEntries(database, "more", 30_000, 0);
    await refreshPlannerStatistics(database);
    expect(await measuredRows(database)).toBeGreaterThan(20_000);
    await database.close();
  });

  it("leave the measure for later when another process is writing, and open all the same", async () => {
    const file = await fileWithEntries();
    // Another process holds the write lock while this one starts.
    const other = new SQLite(file);
    other.exec("begin immediate");
    const database = openDatabase({ file });
    expect(await measuredRows(database)).toBeUndefined();
    expect(await database.db.selectFrom("audit_log").select("id").limit(1).execute()).toHaveLength(
      1,
    );
    other.exec("rollback");
    other.close();
    await refreshPlannerStatistics(database);
    expect(await measuredRows(database)).toBe(2_000);
    await database.close();
  });
});
