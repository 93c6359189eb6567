import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { nowIso, type AppDatabase } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { DEVIS_LIMITS, lomeDay } from "~/features/devis";
import { invoiceState, part } from "./amounts";
import { recordStep } from "./audit.server";
import { nextNumber } from "./numbers.server";
import type { PaymentMethod } from "./types";

/** Why a credit note or a payment was refused; each has its words on the screen. */
export type MoneyRefusal =
  "unknown" | "cancelled" | "too-much" | "amount" | "day" | "paid" | "form";

type Outcome = { ok: true; id: string; number?: string } | { ok: false; reason: MoneyRefusal };

/**
 * The invoice locked for this transaction on PostgreSQL (SQLite's writer already is alone), with
 * what stands against it: a credit note and a payment that meet are then taken in turn.
 */
async function lockedInvoice(trx: Transaction<Database>, dialect: string, id: string, now: Date) {
  const invoice = await trx
    .selectFrom("invoices")
    .selectAll()
    .where("id", "=", id)
    .$if(dialect === "postgres", (q) => q.forUpdate())
    .executeTakeFirst();
  if (!invoice) return undefined;
  const credits = await trx
    .selectFrom("credit_notes")
    .select(["total", "vat"])
    .where("invoice_id", "=", id)
    .execute();
  const payments = await trx
    .selectFrom("payments")
    .select("amount")
    .where("invoice_id", "=", id)
    .execute();
  const creditedVat = credits.reduce((n, c) => n + c.vat, 0);
  return { invoice, creditedVat, state: invoiceState(invoice, credits, payments, now) };
}

/**
 * What a form sent again already stored: its key was used before. The invoice's lock makes the
 * second sending wait for the first, so it finds it. A key used on another invoice is a forged
 * or mixed-up form: refused, never a unique-key error.
 */
async function sentBefore(
  trx: Transaction<Database>,
  table: "payments" | "credit_notes",
  invoiceId: string,
  key: string | undefined,
): Promise<{ ok: true; id: string; number?: string } | { ok: false; reason: "form" } | undefined> {
  if (!key) return undefined;
  const found =
    table === "payments"
      ? await trx
          .selectFrom("payments")
          .select(["id", "invoice_id"])
          .where("submission_key", "=", key)
          .executeTakeFirst()
      : await trx
          .selectFrom("credit_notes")
          .select(["id", "invoice_id", "number"])
          .where("submission_key", "=", key)
          .executeTakeFirst();
  if (!found) return undefined;
  if (found.invoice_id !== invoiceId) return { ok: false, reason: "form" };
  return { ok: true, id: found.id, number: "number" in found ? String(found.number) : undefined };
}

const wholeAmount = (n: number) => Number.isSafeInteger(n) && n > 0 && n <= DEVIS_LIMITS.total;

/**
 * A credit note on one invoice, for at most what is left of it (its total less earlier credit
 * notes); one that takes what is left cancels the invoice.
 */
export async function issueCreditNote(
  database: AppDatabase,
  input: {
    invoiceId: string;
    amount: number;
    reason: string;
    userId: string | null;
    /** The form's one-time key; the same key again answers the first note. */
    key?: string;
  },
  now = new Date(),
): Promise<Outcome> {
  if (!wholeAmount(input.amount)) return { ok: false, reason: "amount" };
  return database.db.transaction().execute(async (trx): Promise<Outcome> => {
    const found = await lockedInvoice(trx, database.dialect, input.invoiceId, now);
    if (!found) return { ok: false, reason: "unknown" };
    const replayed = await sentBefore(trx, "credit_notes", input.invoiceId, input.key);
    if (replayed) return replayed;
    const { invoice, state, creditedVat } = found;
    const left = invoice.total - state.credited;
    if (left <= 0) return { ok: false, reason: "cancelled" };
    if (input.amount > left) return { ok: false, reason: "too-much" };
    const issuedOn = lomeDay(now);
    const number = await nextNumber(trx, "AV", issuedOn);
    const id = randomUUID();
    // VAT in proportion; the note that takes what is left takes the VAT left, to the franc.
    const vat = input.amount === left ? invoice.vat - creditedVat : part(invoice, input.amount).vat;
    await trx
      .insertInto("credit_notes")
      .values({
        id,
        number,
        invoice_id: invoice.id,
        reason: input.reason,
        net: input.amount - vat,
        vat,
        total: input.amount,
        issued_on: issuedOn,
        created_by: input.userId,
        created_at: nowIso(now),
        submission_key: input.key ?? null,
      })
      .execute();
    await recordStep(
      trx,
      input.userId,
      "invoice.credit",
      { type: "invoice", id: invoice.id },
      {
        number,
        invoice: invoice.number,
        total: input.amount,
        cancels: input.amount === left,
      },
    );
    return { ok: true, id, number };
  });
}

/**
 * A payment received: never more than the invoice still asks, never on a cancelled one, dated
 * a real day no later than today in Lomé.
 */
export async function recordPayment(
  database: AppDatabase,
  input: {
    invoiceId: string;
    amount: number;
    paidOn: string;
    method: PaymentMethod;
    reference: string;
    userId: string | null;
    /** The form's one-time key; the same key again answers the first payment. */
    key?: string;
  },
  now = new Date(),
): Promise<Outcome> {
  if (!wholeAmount(input.amount)) return { ok: false, reason: "amount" };
  if (input.paidOn > lomeDay(now)) return { ok: false, reason: "day" };
  return database.db.transaction().execute(async (trx): Promise<Outcome> => {
    const found = await lockedInvoice(trx, database.dialect, input.invoiceId, now);
    if (!found) return { ok: false, reason: "unknown" };
    const replayed = await sentBefore(trx, "payments", input.invoiceId, input.key);
    if (replayed) return replayed;
    const { invoice, state } = found;
    if (state.status === "cancelled") return { ok: false, reason: "cancelled" };
    if (state.due === 0) return { ok: false, reason: "paid" };
    if (input.amount > state.due) return { ok: false, reason: "too-much" };
    const id = randomUUID();
    await trx
      .insertInto("payments")
      .values({
        id,
        invoice_id: invoice.id,
        amount: input.amount,
        paid_on: input.paidOn,
        method: input.method,
        reference: input.reference,
        recorded_by: input.userId,
        created_at: nowIso(now),
        submission_key: input.key ?? null,
      })
      .execute();
    await recordStep(
      trx,
      input.userId,
      "invoice.payment",
      { type: "invoice", id: invoice.id },
      {
        payment: id,
        invoice: invoice.number,
        amount: input.amount,
        method: input.method,
        due: state.due - input.amount,
      },
    );
    return { ok: true, id };
  });
}
