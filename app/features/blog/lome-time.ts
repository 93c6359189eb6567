import { SITE_TIME_ZONE } from "./format";

/**
 * A publication time as staff type it: the wall-clock time of Lomé (Africa/Lome), in the
 * `YYYY-MM-DDTHH:MM` form of a datetime-local field. Browser-safe: the editor fills its field
 * with it and the server reads the field back with it.
 */

const FIELD = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;
/** Back-dating to the company's early years, scheduling a few years ahead: nothing wider. */
const FIRST_YEAR = 1990;
const LAST_YEAR = 2100;

const wallClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: SITE_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** The parts of Lomé's clock at `ms`, as a UTC timestamp of the same figures. */
function wallTimeAt(ms: number): number {
  const parts = Object.fromEntries(
    wallClock.formatToParts(new Date(ms)).map((p) => [p.type, Number(p.value)]),
  );
  return Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
}

/** "2026-11-28T14:00" for an instant, as Lomé's clocks show it. */
export function toLomeInput(iso: string): string {
  return new Date(wallTimeAt(Date.parse(iso))).toISOString().slice(0, 16);
}

/**
 * The instant (ISO, UTC) of a time typed in Lomé's clock, or null when it is not one: another
 * form, a day or an hour that does not exist (31 June, 24:00), or a year out of any sensible range.
 */
export function fromLomeInput(value: string): string | null {
  const match = FIELD.exec(value.trim());
  if (!match) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((v) => Number(v ?? 0));
  if (year < FIRST_YEAR || year > LAST_YEAR) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const back = new Date(wall);
  // Date.UTC rolls 31 June over to 1 July: a date that moved did not exist.
  if (
    back.getUTCMonth() !== month - 1 ||
    back.getUTCDate() !== day ||
    back.getUTCHours() !== hour ||
    back.getUTCMinutes() !== minute ||
    back.getUTCSeconds() !== second
  )
    return null;
  // Lomé keeps UTC all year, but the offset is read rather than assumed.
  const offset = wallTimeAt(wall) - wall;
  return new Date(wall - offset).toISOString();
}
