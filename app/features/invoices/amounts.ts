/**
 * An invoice's amounts, from its accepted devis, in whole FCFA (docs/product/invoices.md#amounts).
 * Pure functions: the issuing transaction feeds them the rows it has locked.
 */
import { lomeDay, mulDivRound } from "~/features/devis";
import type { InvoiceState, InvoiceStatus } from "./types";

export interface Amounts {
  net: number;
  vat: number;
  total: number;
}

/** A share of a devis's amounts: the total rounded once, VAT in proportion, net the rest. */
export function share(of: Amounts, percent: number): Amounts {
  const total = mulDivRound(of.total, percent, 100);
  const vat = of.total ? mulDivRound(of.vat, total, of.total) : 0;
  return { net: total - vat, vat, total };
}

/** A part of an invoice to credit: VAT in proportion, exactly the invoice's when it is whole. */
export function part(of: Amounts, total: number): Amounts {
  const vat = total === of.total ? of.vat : of.total ? mulDivRound(of.vat, total, of.total) : 0;
  return { net: total - vat, vat, total };
}

export function minus(a: Amounts, b: Amounts): Amounts {
  return { net: a.net - b.net, vat: a.vat - b.vat, total: a.total - b.total };
}

export const ZERO: Amounts = { net: 0, vat: 0, total: 0 };

export function sum(list: readonly Amounts[]): Amounts {
  return list.reduce(
    (a, b) => ({ net: a.net + b.net, vat: a.vat + b.vat, total: a.total + b.total }),
    ZERO,
  );
}

/**
 * Where an invoice stands: cancelled once credited in full, paid when payments cover what is
 * left, overdue past its due day in Lomé, otherwise partly paid or unpaid.
 */
export function invoiceState(
  invoice: { total: number; due_on: string },
  credits: readonly { total: number }[],
  payments: readonly { amount: number }[],
  now = new Date(),
): InvoiceState {
  const credited = credits.reduce((n, c) => n + c.total, 0);
  const paid = payments.reduce((n, p) => n + p.amount, 0);
  const owed = invoice.total - credited;
  const due = Math.max(0, owed - paid);
  let status: InvoiceStatus;
  if (owed <= 0) status = "cancelled";
  else if (due === 0) status = "paid";
  else if (lomeDay(now) > invoice.due_on) status = "overdue";
  else status = paid > 0 ? "partly-paid" : "unpaid";
  return { credited, paid, due, status };
}
