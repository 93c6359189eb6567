import { afterEach, expect, it } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { markAccepted, sentDevisFor } from "../../../tests/helpers/devis";
import { workDoneFor } from "../../../tests/helpers/interventions";
import { issueInvoice } from "./issue.server";
import { issueCreditNote, recordPayment } from "./money.server";
import { getInvoiceFile, listInvoices } from "./read.server";

let database: AppDatabase | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

const issue = (
  db: AppDatabase,
  devisId: string,
  kind: "deposit" | "balance" | "full",
  now?: Date,
) => issueInvoice(db, { devisId, kind, depositPercent: 50, termDays: 15, userId: null }, now);

const pay = (db: AppDatabase, invoiceId: string, amount: number, now?: Date) =>
  recordPayment(
    db,
    { invoiceId, amount, paidOn: "2026-03-05", method: "tmoney", reference: "TM-88", userId: null },
    now,
  );

const MARCH = new Date("2026-03-05T10:00:00Z");

async function acceptedDevis(db: AppDatabase, n = 1) {
  const { id } = await sentDevisFor(db, {
    reference: `DV-2026-${String(n).padStart(4, "0")}`,
    email: `client${n}@example.tg`,
  });
  return { id, total: await markAccepted(db, id) };
}

forEachDatabase((open) => {
  it("goes from an accepted devis to a paid one: deposit, payments, balance", async () => {
    database = await open();
    const db = database;
    const { id, total } = await acceptedDevis(db);
    expect(await issue(db, id, "balance", MARCH)).toEqual({ ok: false, reason: "no-deposit" });
    const deposit = await issue(db, id, "deposit", MARCH);
    expect(deposit).toMatchObject({ ok: true, number: "FA-2026-0001" });
    if (!deposit.ok) return;
    const file = (await getInvoiceFile(db.db, deposit.id, MARCH))!;
    expect(file.invoice.total).toBe(Math.round(total / 2));
    expect(file.invoice.due_on).toBe("2026-03-20");
    expect(file.lines).toHaveLength(1);
    expect(file.lines[0]!.label).toBe("Acompte de 50\u00a0% sur le devis DV-2026-0001");
    expect(file.state.status).toBe("unpaid");
    // A second deposit or a whole invoice would bill the devis twice.
    expect(await issue(db, id, "deposit", MARCH)).toEqual({
      ok: false,
      reason: "already-invoiced",
    });
    expect(await issue(db, id, "full", MARCH)).toEqual({ ok: false, reason: "already-invoiced" });

    const half = file.invoice.total;
    expect(await pay(db, deposit.id, half + 1, MARCH)).toEqual({ ok: false, reason: "too-much" });
    for (const amount of [0, -5, 1.5, Number.MAX_SAFE_INTEGER + 2])
      expect(await pay(db, deposit.id, amount, MARCH)).toEqual({ ok: false, reason: "amount" });
    expect(await pay(db, deposit.id, 1000, MARCH)).toMatchObject({ ok: true });
    expect((await getInvoiceFile(db.db, deposit.id, MARCH))!.state).toMatchObject({
      status: "partly-paid",
      due: half - 1000,
    });
    expect(await pay(db, deposit.id, half - 1000, MARCH)).toMatchObject({ ok: true });
    expect((await getInvoiceFile(db.db, deposit.id, MARCH))!.state.status).toBe("paid");
    expect(await pay(db, deposit.id, 1, MARCH)).toEqual({ ok: false, reason: "paid" });

    // The balance waits for the work: a planned intervention is not yet done.
    expect(await issue(db, id, "balance", MARCH)).toEqual({ ok: false, reason: "work-not-done" });
    await workDoneFor(db, id);
    const balance = await issue(db, id, "balance", MARCH);
    expect(balance).toMatchObject({ ok: true, number: "FA-2026-0002" });
    if (!balance.ok) return;
    const rest = (await getInvoiceFile(db.db, balance.id, MARCH))!;
    expect(rest.invoice.total).toBe(total - half);
    expect(rest.lines.at(-1)).toMatchObject({
      label: "Moins l'acompte facturé (FA-2026-0001)",
      total: -(half - file.invoice.vat),
    });
    expect(await issue(db, id, "balance", MARCH)).toEqual({
      ok: false,
      reason: "already-invoiced",
    });
    expect(await pay(db, balance.id, total - half, MARCH)).toMatchObject({ ok: true });
    const listed = await listInvoices(db, { status: "paid" }, MARCH);
    expect(listed.rows.map((r) => r.number).sort()).toEqual(["FA-2026-0001", "FA-2026-0002"]);
    const log = await db.db
      .selectFrom("audit_log")
      .select("action")
      .where("target_type", "=", "invoice")
      .execute();
    expect(log.map((r) => r.action).sort()).toEqual([
      "invoice.issue",
      "invoice.issue",
      "invoice.payment",
      "invoice.payment",
      "invoice.payment",
    ]);
  });

  it("refuses an invoice for a devis that is not accepted, or unknown", async () => {
    database = await open();
    const { id } = await sentDevisFor(database);
    expect(await issue(database, id, "full")).toEqual({ ok: false, reason: "not-accepted" });
    expect(await issue(database, "forged", "full")).toEqual({ ok: false, reason: "unknown" });
    expect(await database.db.selectFrom("invoices").select("id").execute()).toEqual([]);
  });

  it("cancels with credit notes; a cancelled deposit frees the devis", async () => {
    database = await open();
    const db = database;
    const { id, total } = await acceptedDevis(db);
    const deposit = await issue(db, id, "deposit", MARCH);
    if (!deposit.ok) throw new Error(deposit.reason);
    const half = Math.round(total / 2);
    const credit = (amount: number) =>
      issueCreditNote(db, { invoiceId: deposit.id, amount, reason: "Erreur", userId: null }, MARCH);
    expect(await credit(half + 1)).toEqual({ ok: false, reason: "too-much" });
    expect(await credit(1000)).toMatchObject({ ok: true, number: "AV-2026-0001" });
    expect(await credit(half - 999)).toEqual({ ok: false, reason: "too-much" });
    // What is left, less payments, is still owed: 1 000 FCFA less.
    expect((await getInvoiceFile(db.db, deposit.id, MARCH))!.state.due).toBe(half - 1000);
    expect(await credit(half - 1000)).toMatchObject({ ok: true, number: "AV-2026-0002" });
    const file = (await getInvoiceFile(db.db, deposit.id, MARCH))!;
    expect(file.state.status).toBe("cancelled");
    // The two notes together take back the invoice's VAT exactly.
    expect(file.credits.reduce((n, c) => n + c.vat, 0)).toBe(file.invoice.vat);
    expect(await credit(1)).toEqual({ ok: false, reason: "cancelled" });
    expect(await pay(db, deposit.id, 1, MARCH)).toEqual({ ok: false, reason: "cancelled" });
    expect(await issue(db, id, "balance", MARCH)).toEqual({ ok: false, reason: "no-deposit" });
    const whole = await issue(db, id, "full", MARCH);
    expect(whole).toMatchObject({ ok: true, number: "FA-2026-0002" });
    expect((await listInvoices(db, { status: "cancelled" }, MARCH)).rows).toHaveLength(1);
  });

  it("reads overdue past the due day in Lomé, not before", async () => {
    database = await open();
    const db = database;
    const { id } = await acceptedDevis(db);
    const full = await issue(db, id, "full", MARCH);
    if (!full.ok) throw new Error(full.reason);
    const lastDay = new Date("2026-03-20T23:59:00Z");
    const dayAfter = new Date("2026-03-21T00:01:00Z");
    expect((await getInvoiceFile(db.db, full.id, lastDay))!.state.status).toBe("unpaid");
    expect((await getInvoiceFile(db.db, full.id, dayAfter))!.state.status).toBe("overdue");
    expect((await listInvoices(db, { status: "overdue" }, dayAfter)).rows).toHaveLength(1);
    expect((await listInvoices(db, { status: "overdue" }, lastDay)).rows).toHaveLength(0);
    expect((await listInvoices(db, { status: "unpaid" }, lastDay)).rows).toHaveLength(1);
    await pay(db, full.id, 1000, MARCH);
    expect((await getInvoiceFile(db.db, full.id, dayAfter))!.state.status).toBe("overdue");
    expect((await listInvoices(db, { status: "partly-paid" }, lastDay)).rows).toHaveLength(1);
  });

  it("refuses a payment dated in the future", async () => {
    database = await open();
    const { id } = await acceptedDevis(database);
    const full = await issue(database, id, "full", MARCH);
    if (!full.ok) throw new Error(full.reason);
    const early = new Date("2026-03-04T12:00:00Z");
    expect(await pay(database, full.id, 1000, early)).toEqual({ ok: false, reason: "day" });
  });

  it("lets no race bill a devis twice or pay an invoice past its total", async () => {
    database = await open();
    const db = database;
    const { id } = await acceptedDevis(db);
    // PostgreSQL's pool opens connections on demand: opened first, the calls run at once.
    await Promise.all(
      Array.from({ length: 6 }, () => db.db.selectFrom("counters").selectAll().execute()),
    );
    const issued = await Promise.all(
      (["deposit", "full", "deposit", "full"] as const).map((kind) => issue(db, id, kind, MARCH)),
    );
    const won = issued.filter((r) => r.ok);
    expect(won).toHaveLength(1);
    expect(issued.filter((r) => !r.ok).map((r) => !r.ok && r.reason)).toEqual([
      "already-invoiced",
      "already-invoiced",
      "already-invoiced",
    ]);
    const invoice = won[0]!;
    if (!invoice.ok) return;
    const { total } = (await getInvoiceFile(db.db, invoice.id))!.invoice;
    const third = Math.floor(total / 3) + 1;
    const paid = await Promise.all(
      Array.from({ length: 5 }, () => pay(db, invoice.id, third, MARCH)),
    );
    expect(paid.filter((r) => r.ok)).toHaveLength(2);
    const state = (await getInvoiceFile(db.db, invoice.id, MARCH))!.state;
    expect(state.paid).toBe(2 * third);
    expect(state.paid).toBeLessThanOrEqual(total);
  });

  it("records a form sent twice once, and refuses its key on another invoice", async () => {
    database = await open();
    const db = database;
    const first = await acceptedDevis(db, 1);
    const second = await acceptedDevis(db, 2);
    const a = await issue(db, first.id, "full", MARCH);
    const b = await issue(db, second.id, "full", MARCH);
    if (!a.ok || !b.ok) throw new Error("not issued");
    const payment = (invoiceId: string) =>
      recordPayment(
        db,
        {
          invoiceId,
          amount: 2000,
          paidOn: "2026-03-05",
          method: "cash",
          reference: "",
          userId: null,
          key: "form-1",
        },
        MARCH,
      );
    const once = await payment(a.id);
    expect(await payment(a.id)).toEqual(once);
    expect(await payment(b.id)).toEqual({ ok: false, reason: "form" });
    expect((await getInvoiceFile(db.db, a.id, MARCH))!.payments).toHaveLength(1);
    const credit = () =>
      issueCreditNote(
        db,
        { invoiceId: a.id, amount: 500, reason: "Geste", userId: null, key: "form-2" },
        MARCH,
      );
    const note = await credit();
    expect(note).toMatchObject({ ok: true, number: "AV-2026-0001" });
    expect(await credit()).toEqual(note);
    expect((await getInvoiceFile(db.db, a.id, MARCH))!.credits).toHaveLength(1);
  });
});
