/**
 * The company's opening hours, day by day (docs/product/README.md#company-facts): each day is
 * closed, or open in one or two time ranges (a lunch break, a half-day Saturday). Shown to
 * visitors as grouped lines in their language, and to search engines as structured data.
 */
import type { Locale } from "~/i18n/locale";
import { dateFormat, listFormat } from "~/i18n/formats";

export type DayName =
  "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";
/** schema.org day names, Monday first (the week as it is read in Togo). */
export const DAY_NAMES: readonly DayName[] = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
];

/** "HH:MM", 24-hour clock; `closes` after `opens`. */
export interface TimeRange {
  opens: string;
  closes: string;
}

/** Each day's ranges, in order: none (closed), one, or two. */
export type WeekHours = Record<DayName, TimeRange[]>;

/** At most two ranges a day: one break is all a day of cleaning work has. */
export const MAX_RANGES = 2;

/** A week open the same hours on `days`, closed the others (the stored shape before 0011). */
export function weekFromDays(days: readonly string[], opens: string, closes: string): WeekHours {
  return Object.fromEntries(
    DAY_NAMES.map((day) => [day, days.includes(day) ? [{ opens, closes }] : []]),
  ) as WeekHours;
}

/** The spec's hours: Monday to Saturday 7:00 to 18:00, Sunday closed (by appointment). */
export const DEFAULT_WEEK: WeekHours = weekFromDays(DAY_NAMES.slice(0, 6), "07:00", "18:00");

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A stored week checked again on read: a hand-edited row must not break every page. */
export function isWeekHours(value: unknown): value is WeekHours {
  if (!value || typeof value !== "object") return false;
  return DAY_NAMES.every((day) => {
    const ranges: unknown = (value as Record<string, unknown>)[day];
    return (
      Array.isArray(ranges) &&
      ranges.length <= MAX_RANGES &&
      ranges.every(
        (r: Partial<TimeRange> | null) =>
          typeof r?.opens === "string" &&
          typeof r.closes === "string" &&
          TIME.test(r.opens) &&
          TIME.test(r.closes),
      )
    );
  });
}

/* ------------------------------------------------------------ formatting */

const utc = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return new Date(Date.UTC(2024, 0, 1, h, m));
};

/**
 * "07:00" → "7 h 00" (French) or "7:00 am" (English), from Intl's hour and minute. French
 * typography writes the "h"; spaces are no-break so a time never splits across two lines.
 */
export function formatTime(hhmm: string, locale: Locale): string {
  const parts = dateFormat(locale, {
    hour: "numeric",
    minute: "2-digit",
    hour12: locale === "en",
    timeZone: "UTC",
  }).formatToParts(utc(hhmm));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? "";
  if (locale === "fr") return `${part("hour")}\u00a0h\u00a0${part("minute")}`;
  return parts
    .map((p) => (p.type === "literal" ? p.value.replace(/\s/g, "\u00a0") : p.value))
    .join("");
}

/** "7 h 00 – 12 h 00 et 14 h 00 – 18 h 00": a day's ranges, joined the language's way. */
export function formatRanges(ranges: readonly TimeRange[], locale: Locale): string {
  return listFormat(locale, { type: "conjunction" }).format(
    ranges.map((r) => `${formatTime(r.opens, locale)} – ${formatTime(r.closes, locale)}`),
  );
}

/** A day's name in the language (lower case in French, as inside a sentence). */
function dayName(day: DayName, locale: Locale): string {
  // 2024-01-01 was a Monday.
  return dateFormat(locale, {
    weekday: "long",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(2024, 0, 1 + DAY_NAMES.indexOf(day))));
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * "Lundi – vendredi" for three days or more in a row, else the days listed ("Samedi et
 * dimanche", "Lundi – mercredi et vendredi"). French writes day names in lower case: only the
 * first word is capitalised (English names always are).
 */
export function formatDays(days: readonly DayName[], locale: Locale): string {
  const sorted = DAY_NAMES.filter((d) => days.includes(d));
  const runs: DayName[][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && DAY_NAMES.indexOf(run.at(-1)!) === DAY_NAMES.indexOf(day) - 1) run.push(day);
    else runs.push([day]);
  }
  const words = runs.flatMap((run) =>
    run.length > 2
      ? [`${dayName(run[0]!, locale)} – ${dayName(run.at(-1)!, locale)}`]
      : run.map((day) => dayName(day, locale)),
  );
  return capitalise(listFormat(locale, { type: "conjunction" }).format(words));
}

/** One line of the hours as visitors read them: "Lundi – vendredi" and "7 h 00 – 18 h 00". */
export interface HoursLine {
  days: string;
  hours: string;
}

/**
 * The week as grouped lines, in the page's language: days with the same hours share a line,
 * lines follow the week from Monday. A closed Sunday shows the company's note ("Sur
 * rendez-vous") when there is one; other closed days say `closed`.
 */
export function hoursLines(
  openingHours: { week: WeekHours; sunday: Record<Locale, string> },
  locale: Locale,
  closed: string,
): HoursLine[] {
  const groups = new Map<string, DayName[]>();
  for (const day of DAY_NAMES) {
    const ranges = openingHours.week[day];
    const note = day === "Sunday" ? openingHours.sunday[locale] : "";
    const hours = ranges.length ? formatRanges(ranges, locale) : note || closed;
    groups.set(hours, [...(groups.get(hours) ?? []), day]);
  }
  return [...groups].map(([hours, days]) => ({ days: formatDays(days, locale), hours }));
}

/**
 * schema.org OpeningHoursSpecification entries: one per distinct time range, with the days that
 * have it (a lunch break gives two entries for the same days). Closed days have none.
 */
export function openingHoursSpecification(week: WeekHours) {
  const byRange = new Map<string, { range: TimeRange; days: DayName[] }>();
  for (const day of DAY_NAMES) {
    for (const range of week[day]) {
      const key = `${range.opens}-${range.closes}`;
      const entry = byRange.get(key) ?? { range, days: [] };
      entry.days.push(day);
      byRange.set(key, entry);
    }
  }
  return [...byRange.values()].map(({ range, days }) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: days,
    opens: range.opens,
    closes: range.closes,
  }));
}
