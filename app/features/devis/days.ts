/**
 * Calendar days as the company lives them, in Lomé: a devis is valid until the end of a day
 * there, whatever the server's own time zone.
 */
import type { Locale } from "~/i18n/locale";
import { dateFormat } from "~/i18n/formats";

const TIME_ZONE = "Africa/Lome";
const isoDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today in Lomé, "YYYY-MM-DD". */
export function lomeDay(now = new Date()): string {
  return isoDay.format(now);
}

/** A "YYYY-MM-DD" day moved by `days` (calendar arithmetic, no time of day involved). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** A real calendar day written "YYYY-MM-DD" (2026-02-30 is not one). */
export function isDay(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && addDays(text, 0) === text;
}

/** Past its last valid day (the whole of `validUntil` in Lomé still counts). */
export function isPast(validUntil: string, now = new Date()): boolean {
  return lomeDay(now) > validUntil;
}

/** "1 décembre 2026", "1 December 2026": the day in words, in the reader's language. */
export function formatDay(day: string, locale: Locale): string {
  return dateFormat(locale, {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(`${day}T12:00:00Z`));
}

/** A moment in words with its time in Lomé: "3 mars 2026 à 14:05". */
export function formatMoment(iso: string, locale: Locale): string {
  return dateFormat(locale, {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: TIME_ZONE,
  }).format(new Date(iso));
}
