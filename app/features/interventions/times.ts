/**
 * Interventions are entered and shown in Lomé time and stored in UTC. Lomé has kept UTC+0 since
 * 1893, but the offset is still asked of `Intl` so nothing here depends on that.
 */
import type { Locale } from "~/i18n/locale";
import { dateFormat, numberFormat } from "~/i18n/formats";

export const TIME_ZONE = "Africa/Lome";
const parts = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** The wall clock in Lomé at `at`: { day: "2026-12-01", time: "08:30" }. */
export function lomeClock(at: Date): { day: string; time: string } {
  const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, x.value]));
  return { day: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** Today in Lomé, "YYYY-MM-DD". */
export const lomeDay = (now = new Date()) => lomeClock(now).day;

/** A "YYYY-MM-DD" day moved by `days` (calendar arithmetic, no time of day involved). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** A real calendar day written "YYYY-MM-DD" (2026-02-30 is not one). */
export const isDay = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && addDays(text, 0) === text;

/** The UTC moment of a Lomé wall-clock time ("2026-12-01", "08:30"). */
export function fromLome(day: string, time: string): Date {
  const guess = new Date(`${day}T${time}:00Z`);
  const shown = lomeClock(guess);
  const drift = new Date(`${shown.day}T${shown.time}:00Z`).getTime() - guess.getTime();
  return new Date(guess.getTime() - drift);
}

export const isTime = (text: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(text);

/** "YYYY-Www" of the ISO week holding `day` ("2026-W49"). */
export function isoWeek(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const thursday = new Date(d.getTime() + (3 - ((d.getUTCDay() + 6) % 7)) * 86_400_000);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * 86_400_000)) + 1;
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/** The Monday of an ISO week "2026-W49"; undefined for a week that does not exist. */
export function weekMonday(week: string): string | undefined {
  const m = /^(\d{4})-W(\d{2})$/.exec(week);
  if (!m) return undefined;
  const [year, n] = [Number(m[1]), Number(m[2])];
  const jan4 = Date.UTC(year, 0, 4);
  const monday = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * 86_400_000;
  const day = new Date(monday + (n - 1) * 7 * 86_400_000).toISOString().slice(0, 10);
  return n >= 1 && isoWeek(day) === week ? day : undefined;
}

/** "mardi 1 décembre 2026", "Tuesday 1 December 2026". */
export function formatLongDay(day: string, locale: Locale): string {
  return dateFormat(locale, { dateStyle: "full", timeZone: "UTC" }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/** "08:30" in Lomé, as the reader's language writes times. */
export function formatTime(iso: string, locale: Locale): string {
  return dateFormat(locale, { timeStyle: "short", timeZone: TIME_ZONE }).format(new Date(iso));
}

/** "2 h 30", "2 hr, 30 min": a duration in the reader's language. */
export function formatDuration(minutes: number, locale: Locale): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const unit = (value: number, name: "hour" | "minute") =>
    numberFormat(locale, { style: "unit", unit: name, unitDisplay: "short" }).format(value);
  return [hours ? unit(hours, "hour") : "", rest ? unit(rest, "minute") : ""]
    .filter(Boolean)
    .join(" ");
}

/** A planned visit in words: "mardi 1 décembre 2026, 08:30 – 11:00". */
export function formatSlot(startsAt: string, endsAt: string, locale: Locale): string {
  const day = lomeClock(new Date(startsAt)).day;
  return `${formatLongDay(day, locale)}, ${formatTime(startsAt, locale)} – ${formatTime(endsAt, locale)}`;
}
