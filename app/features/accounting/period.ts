import { addDays, isDay, lomeDay } from "~/features/devis";

/** A period of Lomé days, both included: "2026-11-01" to "2026-11-30". */
export interface BookPeriod {
  from: string;
  to: string;
}

/**
 * The period asked in the address (`from`, `to`), or the current month by default; refused
 * (undefined) when it is not one: a day that does not exist, the end before the start, or more
 * than ten years.
 */
export function readBookPeriod(url: URL, now = new Date()): BookPeriod | undefined {
  const today = lomeDay(now);
  const from = url.searchParams.get("from") || `${today.slice(0, 7)}-01`;
  const to = url.searchParams.get("to") || today;
  if (!isDay(from) || !isDay(to) || to < from || addDays(from, 3653) < to) return undefined;
  return { from, to };
}
