/** The visits report's counting queries: views by day and group, and the quote form opened. */
import { sql } from "kysely";
import type { AppDatabase } from "~/db/db.server";
import type { Period } from "./buckets";

export const time = (day: string) => `${day}T00:00:00.000Z`;

interface Counted {
  day: string;
  arrival: number;
  key: string | null;
  views: number;
  visitors: number;
}

/**
 * The period's views by day, arrival, source and campaign: the recent ones counted from their
 * rows, older ones from their day's totals (rollup.server.ts). A visitor's hash changes every
 * day, so each day's visitors add up to the period's.
 */
export async function countedViews(
  db: AppDatabase["db"],
  period: Period,
  by?: "source" | "campaign",
): Promise<Counted[]> {
  const groups = by ? (["day", "arrival", by] as const) : (["day", "arrival"] as const);
  const [recent, older] = await Promise.all([
    db
      .selectFrom("visits")
      .select((eb) => [
        ...groups,
        (by ? sql.ref(by) : sql.lit(null)).as("key"),
        eb.fn.countAll<number | string>().as("views"),
        sql<number | string>`count(distinct visitor)`.as("visitors"),
      ])
      .where("day", ">=", period.from)
      .where("day", "<", period.to)
      .groupBy([...groups])
      .execute(),
    db
      .selectFrom("visit_days")
      .select(["day", "arrival", "value as key", "views", "visitors"])
      .where("dimension", "=", by ?? "all")
      .where("day", ">=", period.from)
      .where("day", "<", period.to)
      .execute(),
  ]);
  return [...recent, ...older].map((row) => ({
    day: row.day,
    arrival: Number(row.arrival),
    key: row.key as string | null,
    views: Number(row.views),
    visitors: Number(row.visitors),
  }));
}

/** The page that opens the quote form: a visit that reaches it is a step toward a request. */
const QUOTE_PATH = "/quote";

/**
 * Each day's visitors who opened the quote form, under each source and campaign they arrived
 * from that day (a visitor who came twice, from two sources, counts under both lines). Rows
 * only: the totals of older days do not say who went on to the form.
 */
export async function formOpens(db: AppDatabase["db"], period: Period, by: "source" | "campaign") {
  const inPeriod = db
    .selectFrom("visits")
    .where("day", ">=", period.from)
    .where("day", "<", period.to);
  const arrivals = inPeriod
    .select(["day", "visitor", sql.ref<string | null>(by).as("key")])
    .where("arrival", "=", 1)
    .where(by, "is not", null)
    .groupBy(["day", "visitor", by])
    .as("a");
  const opened = inPeriod
    .select(["day", "visitor"])
    .where("path", "=", QUOTE_PATH)
    .groupBy(["day", "visitor"])
    .as("q");
  return db
    .selectFrom(arrivals)
    .innerJoin(opened, (join) =>
      join.onRef("q.day", "=", "a.day").onRef("q.visitor", "=", "a.visitor"),
    )
    .select(["a.key", (eb) => eb.fn.countAll<number | string>().as("n")])
    .groupBy("a.key")
    .execute();
}
