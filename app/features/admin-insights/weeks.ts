/**
 * Weeks of the dashboard's chart. They start on Monday at 00:00 in Lomé, which is UTC all year
 * (no daylight saving), so a week is a plain UTC calendar week and stored ISO stamps (UTC) fall
 * into it by their date alone.
 */
export const CHART_WEEKS = 12;
const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** "2026-03-02": the Monday of the week that holds `date`. */
export function mondayOf(date: Date): string {
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  // getUTCDay: Sunday 0 … Saturday 6; days since Monday: Monday 0 … Sunday 6.
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The Mondays of the last `count` weeks, oldest first; the last one is this week's. */
export function chartWeeks(now: Date, count = CHART_WEEKS): string[] {
  const last = Date.parse(`${mondayOf(now)}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    new Date(last - (count - 1 - i) * WEEK_MS).toISOString().slice(0, 10),
  );
}

/** Which of the weeks starting at `firstMonday` holds `day` ("YYYY-MM-DD"); may be out of range. */
export function weekIndex(day: string, firstMonday: string): number {
  return Math.floor(
    (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${firstMonday}T00:00:00Z`)) / WEEK_MS,
  );
}
