/**
 * A product's indicative price as people type it: "35 000", "35000", "35 000 FCFA", "35.000 F",
 * or a range "15 000 – 25 000", "15000-25000", "de 15 000 à 25 000 FCFA". Stored as whole FCFA:
 * one number, or the two ends of the range.
 */
import { formatAmount } from "~/content/pricing";
import type { Locale } from "~/i18n/locale";

import type { PriceValue } from "~/content/field-types";

export type { PriceValue };

const MAX_FCFA = 1_000_000_000;
// Thousands may be grouped by a space (any kind), a dot or a comma: "35 000", "35.000", "35,000".
const AMOUNT = /^\d{1,3}(?:[\s\u00a0\u202f.,]\d{3})+$|^\d+$/;
const CURRENCY = /\s*(?:f\s*cfa|fcfa|francs?\s*cfa|francs?|f)\.?\s*$/i;
const RANGE = /\s*[-–—]\s*|\s+(?:à|a|to)\s+/i;

function amount(text: string): number | null {
  const t = text.replace(CURRENCY, "").trim();
  if (!AMOUNT.test(t)) return null;
  const n = Number(t.replace(/\D/g, ""));
  return Number.isSafeInteger(n) && n > 0 && n <= MAX_FCFA ? n : null;
}

/** What was typed, read as a price; "" is none; "invalid" for anything else. */
export function parsePriceText(text: string): PriceValue | "invalid" {
  const t = text
    .trim()
    .replace(/^(?:de|from|dès)\s+/i, "")
    .replace(CURRENCY, "");
  if (!t) return null;
  const parts = t.split(RANGE);
  if (parts.length === 1) return amount(parts[0]!) ?? "invalid";
  if (parts.length !== 2) return "invalid";
  const [min, max] = parts.map(amount);
  if (!min || !max || min > max) return "invalid";
  return min === max ? min : { min, max };
}

/** A stored price, or what the editor sent (typed text, a number, a range), checked. */
export function readPriceValue(value: unknown): PriceValue | "invalid" {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "string") return parsePriceText(value);
  if (typeof value === "number")
    return Number.isSafeInteger(value) && value > 0 && value <= MAX_FCFA ? value : "invalid";
  if (typeof value === "object" && !Array.isArray(value)) {
    const { min, max } = value as Record<string, unknown>;
    const lo = readPriceValue(min);
    const hi = readPriceValue(max);
    if (typeof lo !== "number" || typeof hi !== "number" || lo > hi) return "invalid";
    return lo === hi ? lo : { min: lo, max: hi };
  }
  return "invalid";
}

/** A stored price as the editor shows it to be retyped: "35 000", "15 000 – 25 000". */
export function priceValueText(value: unknown, locale: Locale): string {
  if (typeof value === "string") return value;
  const read = readPriceValue(value);
  if (read === null || read === "invalid") return "";
  if (typeof read === "number") return formatAmount(read, locale);
  return `${formatAmount(read.min, locale)} – ${formatAmount(read.max, locale)}`;
}
