import { randomUUID } from "node:crypto";
import { afterEach, expect, it } from "vitest";
import { DEFAULT_COMPANY } from "~/content/company";
import { DEFAULT_PRICE_SECTIONS } from "~/content/pricing";
import type { AppDatabase } from "~/db/db.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { insertStaff, leadMetadata } from "../../../tests/helpers/rows";
import { answerDevis, findByToken, recordOpening } from "./answer.server";
import { addDays, lomeDay } from "./days";
import { createDevis, deleteDraft, devisReference, getDevis, saveDraft } from "./devis.server";
import { draftFromRequest } from "./prefill.server";
import { sendDevis } from "./send.server";
import { DEFAULT_DEVIS_SETTINGS } from "./settings.server";
import { checkDraft } from "./validate.server";
import { reviseDevis } from "./versions.server";

const keys = { secret: "s".repeat(40), publicUrl: "https://africaclean.tg" };
const identity = { company: DEFAULT_COMPANY, registration: "RCCM TG-LOM 2020 B 1234" };
const context = (now = new Date()) => ({
  address: "203.0.113.7",
  company: DEFAULT_COMPANY,
  notifyTo: "team@africaclean.tg",
  adminUrl: "https://africaclean.tg/admin/devis/x",
  now,
});

let database: AppDatabase | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

/** A quote request as the form stores it, with the instant estimate the visitor saw. */
async function quoteRequest(db: AppDatabase, reference = "DV-2026-0042") {
  const id = randomUUID();
  await db.db
    .insertInto("quote_requests")
    .values({
      id,
      reference,
      first_name: "Kofi",
      last_name: "Agbo",
      email: "kofi@example.tg",
      phone: "+228 90 12 34 56",
      company: "Clinique du Golfe",
      service_type: "nettoie-pro",
      area: "120",
      frequency: "mensuel",
      description: "Bureaux",
      budget: null,
      urgency: null,
      estimate: JSON.stringify({ item: "zone1", quantity: 120.5, frequency: "mensuel" }),
      ...leadMetadata({ locale: "en" }),
    })
    .execute();
  return db.db
    .selectFrom("quote_requests")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}

/** The draft the editor starts from for this request, checked as its "Save" does. */
function checked(request: Awaited<ReturnType<typeof quoteRequest>>, firstOrder: boolean) {
  const draft = draftFromRequest(
    request,
    DEFAULT_PRICE_SECTIONS,
    DEFAULT_DEVIS_SETTINGS,
    firstOrder,
  );
  const result = checkDraft(draft, {
    grid: DEFAULT_PRICE_SECTIONS,
    settings: DEFAULT_DEVIS_SETTINGS,
    acceptedBefore: false,
  });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result;
}

async function draftDevis(db: AppDatabase) {
  await insertStaff(db, "u1", "Afi");
  const request = await quoteRequest(db);
  const { input } = checked(request, true);
  const { id } = await createDevis(db, input, null);
  return { id, request, input };
}

async function sentDevis(db: AppDatabase) {
  const made = await draftDevis(db);
  const outcome = await sendDevis(db, made.id, "u1", keys, identity);
  if (!outcome.ok) throw new Error(outcome.reason);
  const token = new URL(outcome.url).pathname.split("/").pop()!;
  return { ...made, url: outcome.url, token };
}

const auditOf = (db: AppDatabase, id: string) =>
  db.db
    .selectFrom("audit_log")
    .selectAll()
    .where("target_id", "=", id)
    .orderBy("created_at")
    .execute();

forEachDatabase((open) => {
  it("builds a devis from a request: its reference, the client's language, whole-FCFA lines", async () => {
    database = await open();
    const { id, request } = await draftDevis(database);
    const { devis, lines } = (await getDevis(database, id))!;
    expect(devis).toMatchObject({
      number: request.reference,
      version: 1,
      status: "draft",
      locale: "en",
      client_name: "Kofi Agbo",
      client_email: "kofi@example.tg",
      discount_percent: 10,
      vat_rate: 0,
      valid_until: addDays(lomeDay(), 30),
    });
    const zone1 = DEFAULT_PRICE_SECTIONS[0]!.items.find((i) => i.id === "zone1")!;
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ price_item_id: "zone1", unit: "m2", quantity: 12_050 });
    expect(lines[0]!.label).toBe(zone1.label.en);
    // Every amount comes back from either database as an integer.
    for (const n of [devis.subtotal, devis.discount, devis.vat, devis.total, lines[0]!.total])
      expect(Number.isInteger(n)).toBe(true);
    expect(devis.subtotal).toBe(lines[0]!.total);
    expect(devis.total).toBe(devis.subtotal - devis.discount);
    // A request has one devis: asking again opens it.
    const again = await createDevis(database, checked(request, true).input, null);
    expect(again).toEqual({ id, created: false });
  });

  it("numbers a devis made without a request from the requests' own counter", async () => {
    database = await open();
    await database.db
      .insertInto("counters")
      .values({ name: `quote-${new Date().getUTCFullYear()}`, value: 41 })
      .execute();
    const { input } = checked(await quoteRequest(database, "DV-1999-0001"), false);
    const { id } = await createDevis(database, { ...input, requestId: null }, null);
    const { devis } = (await getDevis(database, id))!;
    expect(devis.number).toBe(`DV-${new Date().getUTCFullYear()}-0042`);
    expect(devis.request_id).toBeNull();
  });

  it("sends once: link kept as a hash, PDF queued with the e-mail, request quoted, then frozen", async () => {
    database = await open();
    const { id, request, input, token, url } = await sentDevis(database);
    expect(url).toBe(`https://africaclean.tg/devis/${token}?lng=en`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const { devis } = (await getDevis(database, id))!;
    expect(devis.status).toBe("sent");
    expect(devis.token_hash).not.toContain(token);
    expect(JSON.stringify(devis)).not.toContain(token);
    const mail = await database.db
      .selectFrom("email_outbox")
      .selectAll()
      .where("related_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ kind: "devis", to_address: "kofi@example.tg", status: "pending" });
    expect(mail.subject).toBe(`Your quote ${request.reference} – ${DEFAULT_COMPANY.name}`);
    expect(mail.text_body).toContain(url);
    const files = await database.db
      .selectFrom("email_attachments")
      .selectAll()
      .where("email_id", "=", mail.id)
      .execute();
    expect(files).toHaveLength(1);
    expect(files[0]!.filename).toBe(`${request.reference}.pdf`);
    expect(Buffer.from(files[0]!.content).subarray(0, 5).toString()).toBe("%PDF-");
    const stored = await database.db
      .selectFrom("quote_requests")
      .select("status")
      .where("id", "=", request.id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe("quoted");
    expect((await auditOf(database, id)).map((a) => a.action)).toEqual(["devis.send"]);
    // A sent version never changes, is never deleted, and is not sent twice.
    expect(await saveDraft(database, id, { ...input, note: "changed" })).toBe("not-draft");
    expect(await deleteDraft(database, id)).toBe(false);
    expect(await sendDevis(database, id, "u1", keys, identity)).toEqual({
      ok: false,
      reason: "not-draft",
    });
    expect((await getDevis(database, id))!.devis).toEqual(devis);
  });

  it("sends to a client without e-mail by its link alone, and refuses one it cannot reach", async () => {
    database = await open();
    await insertStaff(database, "u1", "Afi");
    const request = await quoteRequest(database);
    const { input } = checked({ ...request, email: "" }, true);
    const { id } = await createDevis(database, input, null);
    const outcome = await sendDevis(database, id, "u1", keys, identity);
    expect(outcome).toMatchObject({ ok: true, email: "", url: expect.stringContaining("/devis/") });
    const sent = (await getDevis(database, id))!.devis;
    expect(sent.status).toBe("sent");
    // Nothing claims a mail went: the outbox holds none for it.
    const mails = await database.db.selectFrom("email_outbox").select("kind").execute();
    expect(mails).toEqual([]);

    const unreachable = await createDevis(
      database,
      { ...input, requestId: null, clientEmail: "", clientPhone: "" },
      null,
    );
    expect(await sendDevis(database, unreachable.id, "u1", keys, identity)).toEqual({
      ok: false,
      reason: "problems",
      problems: { clientEmail: "CONTACT_TO_SEND" },
    });
  });

  it("revises into a second version that replaces the first once sent; the old link says so", async () => {
    database = await open();
    const first = await sentDevis(database);
    const second = (await reviseDevis(database, first.id, "u1", DEFAULT_DEVIS_SETTINGS))!.id;
    expect(await reviseDevis(database, first.id, "u1", DEFAULT_DEVIS_SETTINGS)).toEqual({
      id: second,
      created: false,
    });
    const draft = (await getDevis(database, second))!;
    expect(devisReference(draft.devis)).toBe("DV-2026-0042-v2");
    expect(draft.lines.map((l) => l.total)).toEqual(
      (await getDevis(database, first.id))!.lines.map((l) => l.total),
    );
    // Until the new version is sent, the first is still open.
    expect((await findByToken(database, first.token))!.devis.status).toBe("sent");
    const sent = await sendDevis(database, second, "u1", keys, identity);
    expect(sent.ok).toBe(true);
    const old = (await findByToken(database, first.token))!.devis;
    expect(old).toMatchObject({ status: "replaced", replaced_by: second });
    expect(await answerDevis(database, first.id, { kind: "accept", name: "Kofi" }, context())).toBe(
      "closed",
    );
    expect((await getDevis(database, first.id))!.devis.answered_at).toBeNull();
  });

  it("records an acceptance once, however often it is sent, and the request is won", async () => {
    database = await open();
    const { id, request } = await sentDevis(database);
    await recordOpening(database, id, "203.0.113.7");
    await recordOpening(database, id, "203.0.113.7");
    const answers = await Promise.all([
      answerDevis(database, id, { kind: "accept", name: "Kofi Agbo" }, context()),
      answerDevis(database, id, { kind: "accept", name: "Kofi Agbo" }, context()),
    ]);
    expect(answers.sort()).toEqual(["already", "recorded"]);
    expect(await answerDevis(database, id, { kind: "decline", reason: "" }, context())).toBe(
      "already",
    );
    const { devis } = (await getDevis(database, id))!;
    expect(devis).toMatchObject({
      status: "accepted",
      answer_name: "Kofi Agbo",
      answer_address: "203.0.113.7",
    });
    const log = await auditOf(database, id);
    expect(log.map((a) => a.action)).toEqual(["devis.send", "devis.view", "devis.accept"]);
    expect(JSON.parse(log[2]!.details!)).toMatchObject({
      name: "Kofi Agbo",
      address: "203.0.113.7",
    });
    expect(log[2]!.user_id).toBeNull();
    const notices = await database.db
      .selectFrom("email_outbox")
      .selectAll()
      .where("kind", "=", "devis-answer")
      .execute();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ to_address: "team@africaclean.tg" });
    expect(notices[0]!.subject).toContain("accepté par Kofi Agbo");
    const stored = await database.db
      .selectFrom("quote_requests")
      .select("status")
      .where("id", "=", request.id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe("won");
    // Accepted: it cannot be revised any more.
    expect(await reviseDevis(database, id, "u1", DEFAULT_DEVIS_SETTINGS)).toBeUndefined();
  });

  it("records a decline with its reason; the request is lost", async () => {
    database = await open();
    const { id, request } = await sentDevis(database);
    expect(
      await answerDevis(database, id, { kind: "decline", reason: "Trop cher" }, context()),
    ).toBe("recorded");
    expect(await answerDevis(database, id, { kind: "accept", name: "Kofi" }, context())).toBe(
      "already",
    );
    expect((await getDevis(database, id))!.devis).toMatchObject({
      status: "declined",
      answer_reason: "Trop cher",
      answer_name: null,
    });
    const stored = await database.db
      .selectFrom("quote_requests")
      .select("status")
      .where("id", "=", request.id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe("lost");
  });

  it("cannot be accepted after its last day: the first opening then records the expiry", async () => {
    database = await open();
    const { id, token } = await sentDevis(database);
    const { devis } = (await getDevis(database, id))!;
    const after = new Date(`${addDays(devis.valid_until, 1)}T08:00:00Z`);
    expect(await answerDevis(database, id, { kind: "accept", name: "Kofi" }, context(after))).toBe(
      "closed",
    );
    await recordOpening(database, id, "203.0.113.7", after);
    await recordOpening(database, id, "203.0.113.7", after);
    expect((await findByToken(database, token))!.devis.status).toBe("expired");
    expect((await auditOf(database, id)).map((a) => a.action)).toEqual([
      "devis.send",
      "devis.view",
      "devis.expire",
    ]);
  });

  it("finds nothing behind a wrong, malformed or draft token", async () => {
    database = await open();
    const { token } = await sentDevis(database);
    expect(await findByToken(database, token)).toBeDefined();
    expect(
      await findByToken(database, `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`),
    ).toBeUndefined();
    expect(await findByToken(database, "not-a-token")).toBeUndefined();
    expect(await findByToken(database, "")).toBeUndefined();
  });
});
