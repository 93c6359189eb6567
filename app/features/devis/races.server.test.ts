import { sql } from "kysely";
import { extractText, getDocumentProxy } from "unpdf";
import { afterEach, expect, it } from "vitest";
import { DEFAULT_PRICE_SECTIONS, formatFcfa } from "~/content/pricing";
import type { AppDatabase } from "~/db/db.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { DEVIS_IDENTITY, DEVIS_KEYS, insertQuoteRequest } from "../../../tests/helpers/devis";
import { answerDevis } from "./answer.server";
import { createDevis, getDevis, saveDraft } from "./devis.server";
import { devisPdf, readDocument } from "./documents.server";
import { draftFromRequest } from "./prefill.server";
import { sendDevis } from "./send.server";
import { DEFAULT_DEVIS_SETTINGS } from "./settings.server";
import { checkDraft } from "./validate.server";
import { reviseDevis } from "./versions.server";

/**
 * Two people (or a person and a client) acting on one devis at the same moment. PostgreSQL runs
 * the calls at once on separate connections of its pool; SQLite runs one transaction at a time,
 * so there each test holds its invariant over whatever order the steps took.
 */
let database: AppDatabase | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

const context = {
  address: "203.0.113.7",
  company: DEVIS_IDENTITY.company,
  notifyTo: "team@africaclean.tg",
  adminUrl: "https://africaclean.tg/admin/devis/x",
};

/** A request's draft with one line at this price, checked as the editor's "Save" does. */
function inputAt(request: Awaited<ReturnType<typeof insertQuoteRequest>>, price: number) {
  const draft = draftFromRequest(request, DEFAULT_PRICE_SECTIONS, DEFAULT_DEVIS_SETTINGS, false);
  draft.lines = [
    { item: "", label: "Nettoyage", unit: "unit", quantity: "1", price: String(price) },
  ];
  const checked = checkDraft(draft, {
    grid: DEFAULT_PRICE_SECTIONS,
    settings: DEFAULT_DEVIS_SETTINGS,
    acceptedBefore: false,
  });
  if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
  return checked.input;
}

async function draftAt(db: AppDatabase, n: number, price: number) {
  const request = await insertQuoteRequest(db, {
    reference: `DV-2026-${String(100 + n).padStart(4, "0")}`,
    email: `client${n}@example.tg`,
  });
  const { id } = await createDevis(db, inputAt(request, price), null);
  return { id, request };
}

const pdfText = async (pdf: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text;
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

/** PostgreSQL's pool opens connections on demand: opened first, the calls really run at once. */
const openConnections = (db: AppDatabase) =>
  Promise.all(Array.from({ length: 10 }, () => sql`select 1`.execute(db.db)));

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

forEachDatabase((open) => {
  it("mails the stored devis when a save meets a send: same PDF, same total", async () => {
    database = await open();
    const db = database;
    for (let n = 0; n < 6; n++) {
      const { id, request } = await draftAt(db, n, 30_000);
      await openConnections(db);
      const [sent, saved] = await Promise.all([
        sendDevis(db, id, null, DEVIS_KEYS, DEVIS_IDENTITY),
        tick(n * 3).then(() => saveDraft(db, id, inputAt(request, 198_000))),
      ]);
      expect(sent.ok).toBe(true);
      // Before the send claimed it, or refused: never after the PDF was drawn.
      expect(["saved", "sending", "not-draft"]).toContain(saved);
      const { devis } = (await getDevis(db, id))!;
      expect(devis.status).toBe("sent");
      expect(devis.total).toBe(saved === "saved" ? 198_000 : 30_000);
      const [attachment] = await db.db
        .selectFrom("email_attachments")
        .innerJoin("email_outbox", "email_outbox.id", "email_attachments.email_id")
        .select("email_attachments.content")
        .where("email_outbox.related_id", "=", id)
        .execute();
      const mailed = Buffer.from(attachment!.content);
      expect(mailed.equals((await readDocument(db.db, id, "sent"))!)).toBe(true);
      const text = plain(await pdfText(mailed));
      expect(text).toContain(plain(formatFcfa(devis.total, "fr")));
      const other = devis.total === 30_000 ? 198_000 : 30_000;
      expect(text).not.toContain(plain(formatFcfa(other, "fr")));
    }
  });

  it("refuses to save a draft a send holds, until the claim is stale", async () => {
    database = await open();
    const { id, request } = await draftAt(database, 1, 30_000);
    await database.db
      .updateTable("devis")
      .set({ sending_at: new Date().toISOString() })
      .where("id", "=", id)
      .execute();
    expect(await saveDraft(database, id, inputAt(request, 198_000))).toBe("sending");
    expect(await sendDevis(database, id, null, DEVIS_KEYS, DEVIS_IDENTITY)).toEqual({
      ok: false,
      reason: "sending",
    });
    expect((await getDevis(database, id))!.devis.total).toBe(30_000);
    // A send that died mid-way holds the draft only so long.
    await database.db
      .updateTable("devis")
      .set({ sending_at: new Date(Date.now() - 10 * 60_000).toISOString() })
      .where("id", "=", id)
      .execute();
    expect(await saveDraft(database, id, inputAt(request, 198_000))).toBe("saved");
    expect((await getDevis(database, id))!.devis).toMatchObject({
      total: 198_000,
      sending_at: null,
    });
  });

  it("never ends with two accepted versions when the client accepts v1 while v2 is sent", async () => {
    database = await open();
    const db = database;
    for (let n = 0; n < 5; n++) {
      const { id: v1 } = await draftAt(db, n, 30_000);
      expect((await sendDevis(db, v1, null, DEVIS_KEYS, DEVIS_IDENTITY)).ok).toBe(true);
      const v2 = (await reviseDevis(db, v1, null, DEFAULT_DEVIS_SETTINGS))!.id;
      await openConnections(db);
      const [answer, sent] = await Promise.all([
        answerDevis(db, v1, { kind: "accept", name: "Kofi" }, context),
        tick(n * 2).then(() => sendDevis(db, v2, null, DEVIS_KEYS, DEVIS_IDENTITY)),
      ]);
      const first = (await getDevis(db, v1))!.devis;
      const accepts = await db.db
        .selectFrom("audit_log")
        .select("id")
        .where("target_id", "=", v1)
        .where("action", "=", "devis.accept")
        .execute();
      // Exactly one outcome: the acceptance (and v2 stays a draft) or the new version.
      if (answer === "recorded") {
        expect(sent).toEqual({ ok: false, reason: "accepted-before" });
        expect(first.status).toBe("accepted");
        expect(accepts).toHaveLength(1);
        expect((await getDevis(db, v2))!.devis.status).toBe("draft");
      } else {
        expect(answer).toBe("closed");
        expect(sent.ok).toBe(true);
        expect(first).toMatchObject({ status: "replaced", replaced_by: v2, answered_at: null });
        expect(accepts).toHaveLength(0);
      }
      await answerDevis(db, v2, { kind: "accept", name: "Kofi" }, context);
      const accepted = await db.db
        .selectFrom("devis")
        .select("id")
        .where("number", "=", first.number)
        .where("status", "=", "accepted")
        .execute();
      expect(accepted).toHaveLength(1);
    }
  });

  it("answers ten parallel revisions, and ten parallel creations, with one draft", async () => {
    database = await open();
    const db = database;
    const { id, request } = await draftAt(db, 1, 30_000);
    expect((await sendDevis(db, id, null, DEVIS_KEYS, DEVIS_IDENTITY)).ok).toBe(true);
    await openConnections(db);
    const revised = await Promise.all(
      Array.from({ length: 10 }, () => reviseDevis(db, id, null, DEFAULT_DEVIS_SETTINGS)),
    );
    expect(new Set(revised.map((r) => r!.id)).size).toBe(1);
    expect(revised.filter((r) => r!.created)).toHaveLength(1);
    expect((await getDevis(db, revised[0]!.id))!.lines).toHaveLength(1);

    const other = await insertQuoteRequest(db, { reference: "DV-2026-0300", email: "b@x.tg" });
    const created = await Promise.all(
      Array.from({ length: 10 }, () => createDevis(db, inputAt(other, 5_000), null)),
    );
    expect(new Set(created.map((c) => c.id)).size).toBe(1);
    expect(created.filter((c) => c.created)).toHaveLength(1);
    expect(request.id).not.toBe(other.id);
  });

  it("serves a sent version's PDF as stored, and draws a missing one once", async () => {
    database = await open();
    const db = database;
    const { id } = await draftAt(db, 1, 30_000);
    expect((await sendDevis(db, id, null, DEVIS_KEYS, DEVIS_IDENTITY)).ok).toBe(true);
    const found = (await getDevis(db, id))!;
    const stored = (await readDocument(db.db, id, "sent"))!;
    expect((await devisPdf(db, found, DEVIS_IDENTITY)).equals(stored)).toBe(true);
    // What is served comes from the database, not from a new drawing.
    const marked = Buffer.concat([stored, Buffer.from("%stored-marker")]);
    await db.db
      .updateTable("devis_documents")
      .set({ content: marked })
      .where("devis_id", "=", id)
      .execute();
    expect((await devisPdf(db, found, DEVIS_IDENTITY)).equals(marked)).toBe(true);
    // Sent before PDFs were stored: drawn on the first downloads, once, then kept.
    await db.db.deleteFrom("devis_documents").where("devis_id", "=", id).execute();
    const served = await Promise.all(
      Array.from({ length: 5 }, () => devisPdf(db, found, DEVIS_IDENTITY)),
    );
    const kept = (await readDocument(db.db, id, "sent"))!;
    for (const pdf of served) expect(pdf.equals(kept)).toBe(true);
    expect(plain(await pdfText(kept))).toContain(plain(formatFcfa(30_000, "fr")));
  });

  it("draws the accepted version once more, saying when and by whom, and keeps the sent one", async () => {
    database = await open();
    const db = database;
    const { id } = await draftAt(db, 1, 30_000);
    expect((await sendDevis(db, id, null, DEVIS_KEYS, DEVIS_IDENTITY)).ok).toBe(true);
    const sent = (await readDocument(db.db, id, "sent"))!;
    const at = new Date("2026-11-03T14:05:00Z");
    expect(
      await answerDevis(db, id, { kind: "accept", name: "Essi Adjovi" }, { ...context, now: at }),
    ).toBe("recorded");
    const found = (await getDevis(db, id))!;
    const accepted = await devisPdf(db, found, DEVIS_IDENTITY);
    expect(accepted.equals((await readDocument(db.db, id, "accepted"))!)).toBe(true);
    expect((await readDocument(db.db, id, "sent"))!.equals(sent)).toBe(true);
    const text = (await pdfText(accepted)).replace(/\s+/g, " ");
    expect(text).toContain("Accepté le 3 novembre 2026 à 14:05 par Essi Adjovi");
    expect(text).not.toContain("ouvrez le lien");
  });
});
