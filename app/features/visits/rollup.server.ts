import { sql } from "kysely";
import type { AppDatabase } from "~/db/db.server";

/** How long each page view is kept as counted; after that, only its day's totals. */
export const VISIT_ROWS_DAYS = 90;

/** The ways a day's views are totalled, each with its own distinct visitors. */
export const VISIT_DIMENSIONS = [
  "source",
  "campaign",
  "path",
  "locale",
  "device",
  "country",
] as const;
export type VisitDimension = (typeof VISIT_DIMENSIONS)[number];

/**
 * Turns each day of page views older than `keepDays` into that day's totals, overall and by each
 * dimension, one day per transaction (its totals written and its rows deleted together, so a
 * stopped pass never counts a day twice). Returns how many days were rolled up.
 */
export async function rollUpVisits(
  { db }: AppDatabase,
  now = new Date(),
  keepDays = VISIT_ROWS_DAYS,
): Promise<number> {
  const cutoff = new Date(now.getTime() - keepDays * 86_400_000).toISOString().slice(0, 10);
  let days = 0;
  for (;;) {
    const oldest = await db
      .selectFrom("visits")
      .select("day")
      .where("day", "<", cutoff)
      .orderBy("day")
      .limit(1)
      .executeTakeFirst();
    if (!oldest) return days;
    await db.transaction().execute(async (trx) => {
      for (const dimension of ["all", ...VISIT_DIMENSIONS] as const) {
        const value =
          dimension === "all" ? sql<string | null>`null` : sql.ref<string | null>(dimension);
        await trx
          .insertInto("visit_days")
          .columns(["day", "dimension", "value", "arrival", "views", "visitors"])
          .expression(
            trx
              .selectFrom("visits")
              .select((eb) => [
                "day",
                sql.lit(dimension).as("dimension"),
                value.as("value"),
                "arrival",
                eb.fn.countAll<number>().as("views"),
                sql<number>`count(distinct visitor)`.as("visitors"),
              ])
              .where("day", "=", oldest.day)
              .groupBy(["day", "arrival", ...(dimension === "all" ? [] : [dimension])]),
          )
          .execute();
      }
      await trx.deleteFrom("visits").where("day", "=", oldest.day).execute();
    });
    days++;
  }
}
