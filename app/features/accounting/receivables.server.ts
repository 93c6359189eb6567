import type { AppDatabase } from "~/db/db.server";
import { lomeDay } from "~/features/devis";
import { receivables, type OwedInvoice, type Receivables } from "./receivables";

/**
 * The dashboard's money: every invoice with its credits and payments, read in three light
 * queries (a small company issues a few thousand invoices in ten years), then added up.
 */
export async function moneyFigures({ db }: AppDatabase, now = new Date()): Promise<Receivables> {
  const [invoices, credits, payments] = await Promise.all([
    db.selectFrom("invoices").select(["id", "number", "issued_on", "total"]).execute(),
    db
      .selectFrom("credit_notes")
      .select(["invoice_id", (eb) => eb.fn.sum<number | string>("total").as("credited")])
      .groupBy("invoice_id")
      .execute(),
    db
      .selectFrom("payments")
      .select(["invoice_id", "paid_on", "amount"])
      .orderBy("paid_on")
      .orderBy("created_at")
      .execute(),
  ]);
  const credited = new Map(credits.map((c) => [c.invoice_id, Number(c.credited)]));
  const paid = new Map<string, { day: string; amount: number }[]>();
  for (const p of payments) {
    const list = paid.get(p.invoice_id) ?? [];
    list.push({ day: p.paid_on, amount: Number(p.amount) });
    paid.set(p.invoice_id, list);
  }
  const owed: OwedInvoice[] = invoices.map((i) => ({
    number: i.number,
    issuedOn: i.issued_on,
    due: Number(i.total) - (credited.get(i.id) ?? 0),
    payments: paid.get(i.id) ?? [],
  }));
  return receivables(owed, lomeDay(now));
}
