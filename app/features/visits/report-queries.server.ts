/** The visits report's counting queries: views by day and group, and the quote form opened. */
import { sql, type Kysely } from "kysely";
import type { AppDatabase } from "~/db/db.server";
import type { Database } from "~/db/schema";
import type { Period } from "./buckets";

export const time = (day: string) => `${day}T00:00:00.000Z`;

/**
 * The ways the report groups visits: by source, by campaign, or by landing page, the page a
 * visit from another site or a campaign began on (the visits whose landing a lead can note: the
 * `lead_src` cookie remembers only those).
 */
export type ViewGroup = "source" | "campaign" | "landing";
export const OPENS_DIMENSIONS = ["source", "campaign", "landing"] as const satisfies ViewGroup[];
/** The column of `visits` a group reads. */
export const columnOf = (by: ViewGroup) => (by === "landing" ? "path" : by);

/**
 * The last day whose totals are written: the report counts the days up to it from their totals
 * and only the later ones from their rows. Days are totalled in order, so it is the newest.
 */
export async function lastTotalledDay(db: AppDatabase["db"]): Promise<string | undefined> {
  const row = await db
    .selectFrom("visit_days")
    .select((eb) => eb.fn.max("day").as("day"))
    .where("dimension", "=", "all")
    .executeTakeFirst();
  return row?.day ?? undefined;
}

interface Counted {
  day: string;
  arrival: number;
  key: string | null;
  views: number;
  visitors: number;
}

/**
 * The period's views by day, arrival and one dimension: the days already totalled read from
 * their totals (rollup.server.ts), the later ones (today, mostly) counted from their rows. A
 * visitor's hash changes every day, so each day's visitors add up to the period's.
 */
export async function countedViews(
  db: AppDatabase["db"],
  period: Period,
  by?: ViewGroup,
): Promise<Counted[]> {
  const last = await lastTotalledDay(db);
  const column = by && columnOf(by);
  const groups = column ? (["day", "arrival", column] as const) : (["day", "arrival"] as const);
  const [recent, older] = await Promise.all([
    db
      .selectFrom("visits")
      .select((eb) => [
        ...groups,
        (column ? sql.ref(column) : sql.lit(null)).as("key"),
        eb.fn.countAll<number | string>().as("views"),
        sql<number | string>`count(distinct visitor)`.as("visitors"),
      ])
      .where("day", ">=", period.from)
      .where("day", "<", period.to)
      .$if(last !== undefined, (q) => q.where("day", ">", last!))
      .$if(by === "landing", (q) => q.where("arrival", "=", 1).where("source", "<>", "direct"))
      .groupBy([...groups])
      .execute(),
    last === undefined
      ? []
      : db
          .selectFrom("visit_days")
          .select(["day", "arrival", "value as key", "views", "visitors"])
          .where("dimension", "=", by ?? "all")
          .where("day", ">=", period.from)
          .where("day", "<", period.to)
          .where("day", "<=", last)
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
 * Each day's visitors who opened the quote form, joined to what they arrived from that day (a
 * visitor who came twice, from two sources, counts under both). Left for the caller to select
 * from: `a.key` is the source, campaign or landing page. `after` leaves out the totalled days.
 */
export function formOpensQuery(
  db: Kysely<Database>,
  period: Period,
  by: ViewGroup,
  after?: string,
) {
  const column = columnOf(by);
  const inPeriod = db
    .selectFrom("visits")
    .where("day", ">=", period.from)
    .where("day", "<", period.to)
    .$if(after !== undefined, (q) => q.where("day", ">", after!));
  const arrivals = inPeriod
    .select(["day", "visitor", sql.ref<string | null>(column).as("key")])
    .where("arrival", "=", 1)
    .where(column, "is not", null)
    .$if(by === "landing", (q) => q.where("source", "<>", "direct"))
    .groupBy(["day", "visitor", column])
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
    );
}

/** The visitors who opened the quote form in the period, under each key they arrived from. */
export async function formOpens(db: AppDatabase["db"], period: Period, by: ViewGroup) {
  const last = await lastTotalledDay(db);
  const [recent, older] = await Promise.all([
    formOpensQuery(db, period, by, last)
      .select(["a.key", (eb) => eb.fn.countAll<number | string>().as("n")])
      .groupBy("a.key")
      .execute(),
    last === undefined
      ? []
      : db
          .selectFrom("visit_days")
          .select(["value as key", (eb) => eb.fn.sum<number | string>("views").as("n")])
          .where("dimension", "=", `opens:${by}`)
          .where("day", ">=", period.from)
          .where("day", "<", period.to)
          .where("day", "<=", last)
          .groupBy("value")
          .execute(),
  ]);
  return [...recent, ...older].map((row) => ({ key: row.key, n: Number(row.n) }));
}
