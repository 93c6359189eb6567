import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Kysely } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { migrateToLatest, nowIso, openDatabase, type AppDatabase } from "~/db/db.server";
import { createTestSchema, type TestSchema } from "../../../tests/helpers/pg-schema";
import { readBackupFile, verifyBackupFile, writeBackupFile } from "./backup-file.server";
import { loadSnapshot } from "./load.server";
import { readSnapshot, type SnapshotEvent } from "./snapshot.server";
import { StateError } from "./state-error";
import { siteRows } from "./target.server";

const pgUrl = process.env.TEST_DATABASE_URL;
const folder = mkdtempSync(path.join(tmpdir(), "snapshot-"));
const file = (name: string) => path.join(folder, name);
const schemas: TestSchema[] = [];
afterAll(async () => {
  for (const schema of schemas) await schema.drop();
});

async function freshSqlite(): Promise<AppDatabase> {
  return openDatabase({ file: file(`${randomUUID()}.db`) });
}
async function freshPostgres(): Promise<AppDatabase> {
  const schema = await createTestSchema(pgUrl);
  schemas.push(schema);
  return openDatabase({ databaseUrl: schema.url });
}

/** One row in the tables whose values differ most between the databases. */
async function fill(database: AppDatabase) {
  await migrateToLatest(database);
  const db = database.db as Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  const yes = database.dialect === "sqlite" ? 1 : true;
  const when = "2026-03-04T05:06:07.089Z";
  await db
    .insertInto("user")
    .values({
      id: "u1",
      name: "Afi",
      email: "afi@africaclean.tg",
      emailVerified: yes,
      createdAt: when,
      updatedAt: when,
      role: "admin",
      twoFactorEnabled: yes,
    })
    .execute();
  await db
    .insertInto("twoFactor")
    .values({ id: "t1", secret: "encrypted:abc", backupCodes: "encrypted:def", userId: "u1" })
    .execute();
  await db
    .insertInto("rateLimit")
    .values({ id: "r1", key: "1.2.3.4/sign-in", count: 3, lastRequest: 1_767_000_000_123 })
    .execute();
  await db
    .insertInto("media")
    .values({
      id: "m1",
      created_at: when,
      uploaded_by: "u1",
      original_name: "citerne.jpg",
      mime_type: "image/jpeg",
      width: 800,
      height: 600,
      bytes: 4,
      variants: "{}",
    })
    .execute();
  await db
    .insertInto("media_files")
    .values({
      name: "m1-800.webp",
      media_id: "m1",
      content_type: "image/webp",
      content: Buffer.from([0, 1, 2, 254, 255, 10, 13]),
    })
    .execute();
  await db
    .insertInto("blog_posts")
    .values({
      id: "p1",
      title: "L'été à Lomé — « citernes »",
      slug: "ete",
      content: "<p>Ligne 1\nLigne 2 😀</p>",
      image_url: "/media/m1-800.webp",
      status: "published",
      author_name: "Afi",
      author_id: "u1",
      created_at: when,
      updated_at: when,
      published_at: when,
    })
    .execute();
  await db
    .insertInto("app_secrets")
    .values({ name: "auth", value: "s".repeat(43), created_at: when })
    .execute();
  // A devis in two versions (the first replaced by the second, which points back by no key),
  // a line in whole FCFA, and the e-mail that carried its PDF.
  for (const [id, version, status, replacedBy] of [
    ["d1", 1, "replaced", "d2"],
    ["d2", 2, "accepted", null],
  ] as const)
    await db
      .insertInto("devis")
      .values({
        id,
        number: "DV-2026-0042",
        version,
        status,
        locale: "fr",
        client_name: "Kofi « Agbo »",
        client_email: "kofi@example.tg",
        subtotal: 1_080_000,
        discount: 108_000,
        total: 972_000,
        valid_until: "2026-12-01",
        replaced_by: replacedBy,
        token_hash: `hash-${id}`,
        created_at: when,
        updated_at: when,
        answered_at: status === "accepted" ? when : null,
        answer_name: status === "accepted" ? "Kofi Agbo" : null,
      })
      .execute();
  await db
    .insertInto("devis_lines")
    .values({
      id: "l1",
      devis_id: "d2",
      position: 0,
      price_item_id: "zone1",
      label: "Nettoyage — zone 1",
      unit: "m2",
      quantity: 12_050,
      unit_price: 650,
      total: 78_325,
    })
    .execute();
  // An intervention of the accepted version, its member, and the testimonial request (0029).
  await db
    .insertInto("team_members")
    .values({
      id: "tm1",
      position: 0,
      name: "Ama",
      role_fr: "Agent",
      role_en: "Agent",
      photo_media_id: null,
      photo_builtin: null,
      phone: null,
      email: null,
      education_fr: "",
      education_en: "",
      training_fr: "",
      training_en: "",
      experience_fr: "",
      experience_en: "",
      created_at: when,
      updated_at: when,
    })
    .execute();
  await db
    .insertInto("interventions")
    .values({
      id: "i1",
      devis_id: "d2",
      status: "done",
      starts_at: "2026-12-01T08:30:00.000Z",
      ends_at: "2026-12-01T11:00:00.000Z",
      address: "Rue 12, Bè",
      notes: "Portail vert",
      sequence: 1,
      created_by: null,
      created_at: when,
      updated_at: when,
      planned_at: when,
      done_at: when,
      cancelled_at: null,
      reminded_at: when,
      anonymised_at: null,
    })
    .execute();
  await db
    .insertInto("intervention_members")
    .values({ intervention_id: "i1", member_id: "tm1" })
    .execute();
  await db
    .insertInto("testimonial_requests")
    .values({
      devis_id: "d2",
      due_at: when,
      created_at: when,
      requested_at: when,
      token_hash: "h",
      used_at: null,
    })
    .execute();
  // An invoice of the accepted version, a deduction line, a credit note, a payment, its PDF.
  await db
    .insertInto("invoices")
    .values({
      id: "i1",
      number: "FA-2026-0001",
      kind: "balance",
      devis_id: "d2",
      devis_reference: "DV-2026-0042-v2",
      locale: "fr",
      client_name: "Kofi Agbo",
      client_company: null,
      client_email: "kofi@example.tg",
      client_phone: "+228 90 12 34 56",
      client_address: null,
      vat_rate: 1800,
      net: 411_864,
      vat: 74_136,
      total: 486_000,
      issued_on: "2026-03-05",
      due_on: "2026-03-20",
      created_by: null,
      created_at: when,
      anonymised_at: null,
    })
    .execute();
  await db
    .insertInto("invoice_lines")
    .values({
      invoice_id: "i1",
      position: 0,
      label: "Moins l'acompte",
      unit: null,
      quantity: null,
      unit_price: null,
      total: -411_864,
    })
    .execute();
  await db
    .insertInto("credit_notes")
    .values({
      id: "c1",
      number: "AV-2026-0001",
      invoice_id: "i1",
      reason: "Geste",
      net: 847,
      vat: 153,
      total: 1000,
      issued_on: "2026-03-06",
      created_by: null,
      created_at: when,
    })
    .execute();
  await db
    .insertInto("payments")
    .values({
      id: "p1",
      invoice_id: "i1",
      amount: 485_000,
      paid_on: "2026-03-07",
      method: "tmoney",
      reference: "TM-1",
      recorded_by: null,
      created_at: when,
    })
    .execute();
  await db
    .insertInto("invoice_documents")
    .values({ document_id: "i1", content: Buffer.from([37, 80, 68, 70, 0, 255]), created_at: when })
    .execute();
  await db
    .insertInto("email_outbox")
    .values({
      id: "e1",
      created_at: when,
      kind: "devis",
      to_address: "kofi@example.tg",
      subject: "Votre devis DV-2026-0042-v2",
      text_body: "Ci-joint.",
      status: "sent",
      attempts: 1,
      next_attempt_at: when,
      sent_at: when,
    })
    .execute();
  await db
    .insertInto("email_attachments")
    .values({
      id: "a1",
      email_id: "e1",
      position: 0,
      filename: "DV-2026-0042-v2.pdf",
      content_type: "application/pdf",
      content: Buffer.from([37, 80, 68, 70, 45, 0, 255, 13, 10]),
    })
    .execute();
}

/** Every table's rows as the snapshot gives them (header dates and source aside). */
async function contents(database: AppDatabase) {
  const tables: Record<string, unknown[][]> = {};
  let current = "";
  for await (const event of readSnapshot(database)) {
    if (event.kind === "table") tables[(current = event.name)] = [];
    if (event.kind === "rows") tables[current]!.push(...event.rows);
  }
  return tables;
}

describe("backup and restore", () => {
  it("carries every table, bytes and booleans included, into a fresh database", async () => {
    const source = await freshSqlite();
    await fill(source);
    const rows = await writeBackupFile(file("a.jsonl.gz"), readSnapshot(source));
    expect(rows).toBeGreaterThanOrEqual(7);
    expect(readFileSync(file("a.jsonl.gz")).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));

    const target = await freshSqlite();
    expect(await loadSnapshot(target, readBackupFile(file("a.jsonl.gz")))).toMatchObject({ rows });
    const original = await contents(source);
    expect(await contents(target)).toEqual(original);
    expect(Object.keys(original)).toContain("app_secrets");
    expect(Object.keys(original)).not.toContain("kysely_migration");
    await Promise.all([source.close(), target.close()]);
  });

  it.skipIf(!pgUrl)(
    "moves a site from SQLite to PostgreSQL and back without changing a value",
    async () => {
      const sqlite = await freshSqlite();
      await fill(sqlite);
      const postgres = await freshPostgres();
      await loadSnapshot(postgres, readSnapshot(sqlite));
      // PostgreSQL holds real booleans and timestamps, as better-auth writes them there.
      const user = await postgres.db.selectFrom("user").selectAll().executeTakeFirstOrThrow();
      expect(user.emailVerified).toBe(true);
      expect(user.createdAt).toEqual(new Date("2026-03-04T05:06:07.089Z"));
      const media = await postgres.db.selectFrom("media_files").selectAll().executeTakeFirst();
      expect(media?.content).toEqual(Buffer.from([0, 1, 2, 254, 255, 10, 13]));
      // Devis amounts come back as integers, their PDF byte for byte.
      const devis = await postgres.db.selectFrom("devis").selectAll().orderBy("version").execute();
      expect(devis.map((d) => [d.status, d.replaced_by, d.total])).toEqual([
        ["replaced", "d2", 972_000],
        ["accepted", null, 972_000],
      ]);
      const line = await postgres.db.selectFrom("devis_lines").selectAll().executeTakeFirst();
      expect(line).toMatchObject({ quantity: 12_050, unit_price: 650, total: 78_325 });
      // Invoices, credit notes and payments too, negative lines and stored PDFs included.
      expect(
        await postgres.db.selectFrom("invoice_lines").select("total").executeTakeFirst(),
      ).toEqual({ total: -411_864 });
      expect(await postgres.db.selectFrom("payments").select("amount").execute()).toEqual([
        { amount: 485_000 },
      ]);
      expect(await postgres.db.selectFrom("credit_notes").select("number").execute()).toEqual([
        { number: "AV-2026-0001" },
      ]);
      const stored = await postgres.db.selectFrom("invoice_documents").selectAll().execute();
      expect(stored[0]?.content).toEqual(Buffer.from([37, 80, 68, 70, 0, 255]));
      const pdf = await postgres.db.selectFrom("email_attachments").selectAll().executeTakeFirst();
      expect(pdf?.content).toEqual(Buffer.from([37, 80, 68, 70, 45, 0, 255, 13, 10]));
      const members = await postgres.db.selectFrom("intervention_members").selectAll().execute();
      expect(members).toEqual([{ intervention_id: "i1", member_id: "tm1" }]);

      await writeBackupFile(file("pg.jsonl.gz"), readSnapshot(postgres));
      const back = await freshSqlite();
      await loadSnapshot(back, readBackupFile(file("pg.jsonl.gz")));
      expect(await contents(back)).toEqual(await contents(sqlite));
      await Promise.all([sqlite.close(), postgres.close(), back.close()]);
    },
  );

  it("refuses a file cut short, damaged, or not a backup, and loads nothing", async () => {
    const source = await freshSqlite();
    await fill(source);
    await writeBackupFile(file("whole.jsonl.gz"), readSnapshot(source));
    await source.close();
    const whole = readFileSync(file("whole.jsonl.gz"));
    writeFileSync(file("cut.jsonl.gz"), whole.subarray(0, Math.floor(whole.length * 0.6)));
    const text = (await import("node:zlib")).gunzipSync(whole).toString("utf8").split("\n");
    // A whole gzip whose JSON lost its last table and end marker (a copy stopped between lines).
    writeFileSync(file("short.jsonl.gz"), gzipSync(text.slice(0, 4).join("\n") + "\n"));
    writeFileSync(file("photo.jpg"), Buffer.from("not a backup at all"));

    for (const [name, message] of [
      ["cut.jsonl.gz", /cut short/],
      ["short.jsonl.gz", /incomplete/],
      ["photo.jpg", /not a backup/],
    ] as const) {
      await expect(verifyBackupFile(file(name))).rejects.toThrow(message);
      const target = await freshSqlite();
      await expect(loadSnapshot(target, readBackupFile(file(name)))).rejects.toThrow(StateError);
      expect(await siteRows(target)).toBe(0);
      await target.close();
    }
  });

  it("refuses a backup taken by a newer version of the site", async () => {
    const future: SnapshotEvent[] = [
      {
        kind: "header",
        format: "africa-clean-site-backup",
        version: 1,
        createdAt: nowIso(),
        source: "sqlite",
        migrations: ["0001-initial", "0002-state-in-database", "9999-from-the-future"],
      },
      { kind: "end", rows: {} },
    ];
    async function* events() {
      yield* future;
    }
    const target = await freshSqlite();
    await expect(loadSnapshot(target, events())).rejects.toThrow(/newer version/);
    await target.close();
  });
});

describe("a backup of a running site", () => {
  const sources: Array<[string, () => Promise<AppDatabase[]>]> = [
    [
      "SQLite",
      async () => {
        const name = file(`${randomUUID()}.db`);
        return [openDatabase({ file: name }), openDatabase({ file: name })];
      },
    ],
  ];
  if (pgUrl)
    sources.push([
      "PostgreSQL",
      async () => {
        const schema = await createTestSchema(pgUrl);
        schemas.push(schema);
        return [
          openDatabase({ databaseUrl: schema.url }),
          openDatabase({ databaseUrl: schema.url }),
        ];
      },
    ]);

  it.each(sources)(
    "on %s is one consistent moment: writes made meanwhile are neither half in nor blocked",
    async (_name, openTwo) => {
      const [site, backup] = await openTwo();
      await fill(site!);
      const snapshot = readSnapshot(backup!);
      const events: SnapshotEvent[] = [(await snapshot.next()).value as SnapshotEvent];
      events.push((await snapshot.next()).value as SnapshotEvent); // first table: reading has begun
      // The site keeps writing while the backup reads.
      await site!.db
        .insertInto("counters")
        .values({ name: "written-during-backup", value: 1 })
        .execute();
      await site!.db.deleteFrom("blog_posts").execute();
      for await (const event of snapshot) events.push(event);
      const end = events.at(-1);
      expect(end).toMatchObject({ kind: "end", rows: { blog_posts: 1, counters: 0 } });
      await Promise.all([site!.close(), backup!.close()]);
    },
  );
});
