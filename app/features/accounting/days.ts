const DAY_MS = 86_400_000;

/** Whole days from `from` to `to`, both Lomé days ("2026-11-28"). */
export const daysAfter = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
