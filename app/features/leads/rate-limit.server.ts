import { sql, type Transaction } from "kysely";
import { nowIso } from "~/db/db.server";
import type { Database } from "~/db/schema";

export const LEAD_RATE_LIMIT = { max: 5, windowMs: 10 * 60_000 } as const;

/**
 * Counts one accepted submission for `key` in the current fixed window and says whether it is
 * over the limit. Kept in the database (not in memory) so several server processes share it.
 * Runs inside the lead's transaction: a refused submission leaves no trace but its count.
 */
export async function hitRateLimit(
  trx: Transaction<Database>,
  key: string,
  { max, windowMs }: { max: number; windowMs: number } = LEAD_RATE_LIMIT,
): Promise<boolean> {
  const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
  const row = await trx
    .insertInto("rate_limits")
    .values({ key: `${key}:${windowStart.getTime()}`, count: 1, window_start: nowIso(windowStart) })
    .onConflict((oc) => oc.column("key").doUpdateSet({ count: sql`rate_limits.count + 1` }))
    .returning("count")
    .executeTakeFirstOrThrow();
  if (row.count === 1) {
    // A new window began: forget windows older than a day.
    await trx
      .deleteFrom("rate_limits")
      .where("window_start", "<", nowIso(new Date(Date.now() - 86_400_000)))
      .execute();
  }
  return row.count > max;
}
