import { findPriceItem, PRICE_UNITS, type PriceSection, type PriceUnit } from "~/content/pricing";
import { figures } from "~/content/company";
import { normalizePhone } from "~/lib/phone";
import { cleanLine, cleanText } from "~/lib/clean-text";
import { addDays, isDay, lomeDay } from "./days";
import { unprintable } from "./font.server";
import { lineField, type DevisDraft, type DevisProblems } from "./draft";
import {
  DEVIS_LIMITS,
  devisTotals,
  lineTotal,
  middlePrice,
  parseAmount,
  parseQuantity,
} from "./money";
import type { DevisSettings } from "./settings.server";
import type { CheckedLine, DevisInput } from "./types";

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;
/** How far ahead a validity date may be set: a year. */
const MAX_VALIDITY_DAYS = 366;

export interface CheckContext {
  grid: readonly PriceSection[];
  settings: DevisSettings;
  /** The client has accepted a devis before: the first-order discount is not theirs any more. */
  acceptedBefore: boolean;
  now?: Date;
}

/**
 * Checks a whole draft and computes its amounts on the server, in whole FCFA. A line picked
 * from the grid takes its label, unit and middle price where those were left empty; the price
 * may be set outside the grid's indicative range. Blank lines are dropped; a devis needs one.
 */
export function checkDraft(
  draft: DevisDraft,
  { grid, settings, acceptedBefore, now = new Date() }: CheckContext,
): { ok: true; input: DevisInput } | { ok: false; problems: DevisProblems } {
  const problems: DevisProblems = {};
  const locale = draft.locale === "en" ? "en" : "fr";
  const text = (name: string, value: string, max: number, required: boolean, multiline = false) => {
    const clean = (multiline ? cleanText(value) : cleanLine(value)).trim();
    const missing = unprintable(clean);
    if (required && !clean) problems[name] = "REQUIRED";
    else if (clean.length > max) problems[name] = "TOO_LONG";
    // The PDF's font would print nothing for these: refused rather than lost from the devis.
    else if (missing.length) problems[name] = `GLYPHS:${missing.join(" ")}`;
    return clean;
  };
  const clientName = text("clientName", draft.clientName, 120, true);
  const clientCompany = text("clientCompany", draft.clientCompany, 120, false);
  const clientEmail = text("clientEmail", draft.clientEmail, 254, false).toLowerCase();
  if (clientEmail && !problems.clientEmail && !EMAIL.test(clientEmail))
    problems.clientEmail = "EMAIL";
  const typedPhone = text("clientPhone", draft.clientPhone, 40, false);
  const clientPhone = typedPhone ? (normalizePhone(typedPhone) ?? typedPhone) : "";
  const clientAddress = text("clientAddress", draft.clientAddress, 300, false, true);
  // Terms left as the other language's usual ones (the form starts in French) follow the devis.
  const usual = { fr: settings.paymentTermsFr, en: settings.paymentTermsEn };
  const other = locale === "en" ? "fr" : "en";
  const typedTerms =
    draft.paymentTerms.trim() === usual[other].trim() ? usual[locale] : draft.paymentTerms;
  const paymentTerms = text("paymentTerms", typedTerms, 1000, false, true);
  const note = text("note", draft.note, 2000, false, true);

  const today = lomeDay(now);
  const validUntil = draft.validUntil.trim();
  if (!isDay(validUntil)) problems.validUntil = validUntil ? "DATE" : "REQUIRED";
  else if (validUntil < today || validUntil > addDays(today, MAX_VALIDITY_DAYS))
    problems.validUntil = "DATE_PAST";

  if (draft.discount && acceptedBefore) problems.discount = "DISCOUNT_USED";

  if (draft.lines.length > DEVIS_LIMITS.lines) problems.lines = "TOO_MANY_LINES";
  const lines: CheckedLine[] = [];
  draft.lines.slice(0, DEVIS_LIMITS.lines).forEach((line, i) => {
    const name = (key: keyof typeof line) => lineField(i, key);
    const blank = [line.item, line.label, line.quantity, line.price].every((v) => !v.trim());
    if (blank) return;
    const item = line.item ? findPriceItem(grid, line.item) : undefined;
    if (line.item && !item) problems[name("item")] = "ITEM";
    const label = text(name("label"), line.label || (item?.label[locale] ?? ""), 200, true);
    const unit = (line.unit || item?.unit || "") as PriceUnit;
    if (!(PRICE_UNITS as readonly string[]).includes(unit)) problems[name("unit")] = "UNIT";
    const quantity = parseQuantity(line.quantity);
    if (!line.quantity.trim()) problems[name("quantity")] = "REQUIRED";
    else if (quantity === undefined || quantity === 0) problems[name("quantity")] = "QUANTITY";
    else if (quantity > DEVIS_LIMITS.quantity) problems[name("quantity")] = "TOO_LARGE";
    const typedPrice = line.price.trim();
    const unitPrice = typedPrice
      ? parseAmount(typedPrice)
      : item && middlePrice(item.min, item.max);
    if (unitPrice === undefined) problems[name("price")] = typedPrice ? "AMOUNT" : "REQUIRED";
    else if (unitPrice > DEVIS_LIMITS.unitPrice) problems[name("price")] = "TOO_LARGE";
    let total = lineTotal(quantity ?? 0, unitPrice ?? 0);
    if (total > DEVIS_LIMITS.total && !problems[name("price")])
      problems[name("price")] = "TOO_LARGE";
    // A line already refused adds nothing, so the devis's total is not refused for it again.
    if (problems[name("price")] || problems[name("quantity")]) total = 0;
    lines.push({
      priceItemId: item?.id ?? null,
      label,
      unit,
      quantity: quantity ?? 0,
      unitPrice: unitPrice ?? 0,
      total,
    });
  });
  if (!lines.length && !problems.lines) problems.lines = "NO_LINES";

  const discountPercent = draft.discount ? figures.firstOrderDiscountPercent : 0;
  const vatRate = draft.vat ? settings.vatRate : 0;
  const totals = devisTotals(
    lines.map((l) => l.total),
    discountPercent,
    vatRate,
  );
  if (totals.total > DEVIS_LIMITS.total && !problems.lines) problems.lines = "TOO_LARGE";

  if (Object.keys(problems).length) return { ok: false, problems };
  return {
    ok: true,
    input: {
      requestId: draft.requestId || null,
      locale,
      clientName,
      clientCompany: clientCompany || null,
      clientEmail,
      clientPhone,
      clientAddress: clientAddress || null,
      discountPercent,
      vatRate,
      validUntil,
      paymentTerms,
      note,
      lines,
      totals,
    },
  };
}

/**
 * What sending needs beyond a valid draft: a way to reach the client, and something to pay. A
 * client without an e-mail gets the devis by its link, shared on WhatsApp
 * (docs/product/sending-a-devis.md#sending).
 */
export function sendProblems(input: DevisInput): DevisProblems {
  const problems: DevisProblems = {};
  if (!input.clientEmail && !input.clientPhone) problems.clientEmail = "CONTACT_TO_SEND";
  if (input.totals.total <= 0) problems.lines = "NOTHING_TO_SEND";
  return problems;
}
