/**
 * A devis's arithmetic in whole numbers only (docs/product/sending-a-devis.md#amounts): amounts
 * are whole FCFA, quantities whole hundredths (250 is 2.5 m²), rates whole hundredths of a
 * percent (1800 is 18 %). Products go through BigInt, so no step ever rounds in floating point.
 */
import type { Locale } from "~/i18n/locale";
import { numberFormat } from "~/i18n/formats";

/** What one devis may hold; past these the form says so beside the field. */
export const DEVIS_LIMITS = {
  lines: 60,
  /** 100 000 units, in hundredths. */
  quantity: 10_000_000,
  unitPrice: 100_000_000,
  /** One billion FCFA: a line's total and the devis's, VAT included (fits every integer column). */
  total: 1_000_000_000,
} as const;

/** round(a × b ÷ c) for whole a, b ≥ 0 and c > 0, halves rounded up. */
export function mulDivRound(a: number, b: number, c: number): number {
  const d = BigInt(c);
  return Number((BigInt(a) * BigInt(b) * 2n + d) / (2n * d));
}

/** A line's amount: quantity (hundredths) × unit price, to the nearest FCFA. */
export function lineTotal(quantity: number, unitPrice: number): number {
  return mulDivRound(quantity, unitPrice, 100);
}

/** The grid's middle price for an item, in whole FCFA: where a line picked from it starts. */
export function middlePrice(min: number, max: number): number {
  return Math.floor((min + max + 1) / 2);
}

export interface DevisTotals {
  subtotal: number;
  discount: number;
  vat: number;
  total: number;
}

/**
 * The lines' sum, less the discount (a whole percent), plus VAT (hundredths of a percent) on
 * what remains. Each step rounds to the nearest FCFA, as the document shows it.
 */
export function devisTotals(
  lineTotals: readonly number[],
  discountPercent: number,
  vatRate: number,
): DevisTotals {
  const subtotal = lineTotals.reduce((sum, n) => sum + n, 0);
  const discount = mulDivRound(subtotal, discountPercent, 100);
  const vat = mulDivRound(subtotal - discount, vatRate, 10_000);
  return { subtotal, discount, vat, total: subtotal - discount + vat };
}

const SPACES = /[\s\u00a0\u202f']/g;

/**
 * A typed quantity in hundredths: "12", "2,5", "1 250.75". Undefined when it is not a number
 * with at most two decimals (a minus sign, letters, "1,234" in French meaning 1.234).
 */
export function parseQuantity(typed: string): number | undefined {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(typed.replace(SPACES, ""));
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** A typed amount in whole FCFA ("15 000", "15000"); undefined unless digits only (≤ 15). */
export function parseAmount(typed: string): number | undefined {
  const digits = typed.replace(SPACES, "").replace(/fcfa$/i, "");
  return /^\d{1,15}$/.test(digits) ? Number(digits) : undefined;
}

/**
 * A quantity for reading: "2,5", "1 250" or "2.5". The decimal string goes to Intl as text,
 * which formats it exactly (no division by 100 in floating point).
 */
export function formatQuantity(hundredths: number, locale: Locale): string {
  const whole = Math.floor(hundredths / 100);
  const cents = String(hundredths % 100).padStart(2, "0");
  const format = numberFormat(locale, { maximumFractionDigits: 2 });
  return format.format(`${whole}.${cents}` as unknown as number);
}

/** A quantity as the form shows it again: "2.5" → "2,5" in French, "2.5" in English. */
export function quantityInput(hundredths: number, locale: Locale): string {
  return formatQuantity(hundredths, locale).replace(SPACES, "");
}

/** A rate in hundredths of a percent for reading: 1800 → "18 %", 1850 → "18,5 %". */
export function formatRate(rate: number, locale: Locale): string {
  const whole = Math.floor(rate / 100);
  const cents = String(rate % 100).padStart(2, "0");
  return numberFormat(locale, {
    style: "percent",
    maximumFractionDigits: 2,
  }).format(`${whole}.${cents}e-2` as unknown as number);
}
