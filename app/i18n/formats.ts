import type { Locale } from "./locale";

/**
 * Intl formatters, each made once for its language and options and then reused. Building one
 * costs a cheap phone several milliseconds, and the server a fraction of one per call: an admin
 * screen that wrote each of its dates with a new formatter spent a fifth of its time doing so.
 * Dates take British English's order ("3 March 2026"); numbers, units and lists follow
 * American English ("2 hr 30 min", "a, b, and c").
 */
const DATE_TAG: Record<Locale, string> = { fr: "fr-FR", en: "en-GB" };
const NUMBER_TAG: Record<Locale, string> = { fr: "fr-FR", en: "en-US" };

/** Options come from the code, so the kinds are few; the bound only guards against a mistake. */
const MOST = 500;
const made = new Map<string, unknown>();

function once<T>(kind: string, locale: Locale, options: object, make: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let value = made.get(key) as T | undefined;
  if (value === undefined) {
    if (made.size >= MOST) made.clear();
    value = make();
    made.set(key, value);
  }
  return value;
}

export function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions = {}) {
  return once("date", locale, options, () => new Intl.DateTimeFormat(DATE_TAG[locale], options));
}

export function numberFormat(locale: Locale, options: Intl.NumberFormatOptions = {}) {
  return once("number", locale, options, () => new Intl.NumberFormat(NUMBER_TAG[locale], options));
}

/** "lundi, mardi et mercredi": a list joined as the language joins it. */
export function listFormat(locale: Locale, options: Intl.ListFormatOptions = {}) {
  return once("list", locale, options, () => new Intl.ListFormat(NUMBER_TAG[locale], options));
}

export function pluralRules(locale: Locale) {
  return once("plural", locale, {}, () => new Intl.PluralRules(NUMBER_TAG[locale]));
}

export function relativeTimeFormat(locale: Locale, options: Intl.RelativeTimeFormatOptions = {}) {
  return once("relative", locale, options, () => new Intl.RelativeTimeFormat(locale, options));
}
