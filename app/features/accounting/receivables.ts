import { daysAfter } from "./days";

/**
 * The money on the dashboard: invoiced, collected and outstanding per month, what
 * clients owe by age, and how long they take to pay. Pure: the caller reads the invoices and
 * payments; days are Lomé days ("2026-11-28"), amounts whole FCFA.
 */

export interface OwedInvoice {
  number: string;
  issuedOn: string;
  /** The total with VAT, less its credit notes */
  due: number;
  /** Its payments, oldest first */
  payments: ReadonlyArray<{ day: string; amount: number }>;
}

export interface MonthMoney {
  /** "2026-11" */
  month: string;
  invoiced: number;
  collected: number;
  /** What clients still owed at the end of the month */
  outstanding: number;
}

export interface Receivables {
  months: MonthMoney[];
  /** What is owed today, by the age of its invoice: 0–30 days, 31–60, over 60 */
  byAge: { upTo30: number; upTo60: number; over60: number };
  /** Days from issue to the payment that settled it, over the invoices settled; null if none */
  averageDaysToPay: number | null;
}

/** The last `count` months up to today's, oldest first: "2026-06" … "2026-11". */
function lastMonths(today: string, count: number): string[] {
  const [year, month] = today.split("-").map(Number) as [number, number];
  return Array.from({ length: count }, (_, k) => {
    const d = new Date(Date.UTC(year, month - 1 - (count - 1 - k), 1));
    return d.toISOString().slice(0, 7);
  });
}

export function receivables(
  invoices: readonly OwedInvoice[],
  today: string,
  monthsShown = 6,
): Receivables {
  const months = lastMonths(today, monthsShown).map((month) => ({
    month,
    invoiced: 0,
    collected: 0,
    outstanding: 0,
  }));
  const byAge = { upTo30: 0, upTo60: 0, over60: 0 };
  const settledAfter: number[] = [];
  for (const invoice of invoices) {
    let paid = 0;
    let settledOn: string | undefined;
    for (const payment of invoice.payments) {
      paid += payment.amount;
      if (!settledOn && paid >= invoice.due) settledOn = payment.day;
    }
    if (settledOn) settledAfter.push(daysAfter(invoice.issuedOn, settledOn));
    for (const line of months) {
      const end = `${line.month}-31`;
      if (invoice.issuedOn.startsWith(line.month)) line.invoiced += invoice.due;
      let paidByEnd = 0;
      for (const payment of invoice.payments) {
        if (payment.day.startsWith(line.month)) line.collected += payment.amount;
        if (payment.day <= end) paidByEnd += payment.amount;
      }
      if (invoice.issuedOn <= end) line.outstanding += Math.max(0, invoice.due - paidByEnd);
    }
    const owed = Math.max(0, invoice.due - paid);
    if (owed) {
      const age = daysAfter(invoice.issuedOn, today);
      if (age <= 30) byAge.upTo30 += owed;
      else if (age <= 60) byAge.upTo60 += owed;
      else byAge.over60 += owed;
    }
  }
  const averageDaysToPay = settledAfter.length
    ? Math.round(settledAfter.reduce((a, b) => a + b, 0) / settledAfter.length)
    : null;
  return { months, byAge, averageDaysToPay };
}
