import type { Kysely } from "kysely";
import type { Database } from "./schema";

/** The day a daily job belongs to, as a number the counters table can hold: 20260315. */
export const dayNumber = (now: Date) => Number(now.toISOString().slice(0, 10).replaceAll("-", ""));

/**
 * Claims `now`'s day for a daily job across every process sharing the database: the first to
 * move the counter `name` forward gets true, the others false. Inside a caller's transaction the
 * claim rolls back with its work.
 */
export async function claimDay(db: Kysely<Database>, name: string, now: Date): Promise<boolean> {
  const today = dayNumber(now);
  const claimed = await db
    .insertInto("counters")
    .values({ name, value: today })
    .onConflict((oc) =>
      oc.column("name").doUpdateSet({ value: today }).where("counters.value", "<", today),
    )
    .returning("value")
    .executeTakeFirst();
  return claimed !== undefined;
}
