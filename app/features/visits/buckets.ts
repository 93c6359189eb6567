/** The visits report's weeks and months: each period cut into buckets, empty ones included. */

/** Days from `from` (included) to `to` (excluded), "YYYY-MM-DD" in Lomé (UTC). */
export interface Period {
  from: string;
  to: string;
}

export interface Bucket {
  /** Its first day, "2026-11-23" */
  start: string;
  visits: number;
  leads: number;
}

export const DAY_MS = 86_400_000;
/** The first day of the week (Monday) or month that holds `day`. */
export function bucketOf(day: string, unit: "week" | "month"): string {
  if (unit === "month") return `${day.slice(0, 7)}-01`;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return new Date(ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
}

/** Every bucket of the period, empty ones included, so the chart never skips a week. */
export function bucketsOf(
  period: { from: string; to: string },
  unit: "week" | "month",
): Map<string, Bucket> {
  const buckets = new Map<string, Bucket>();
  for (let ms = Date.parse(period.from); ms < Date.parse(period.to); ms += DAY_MS) {
    const start = bucketOf(new Date(ms).toISOString().slice(0, 10), unit);
    if (!buckets.has(start)) buckets.set(start, { start, visits: 0, leads: 0 });
  }
  return buckets;
}
