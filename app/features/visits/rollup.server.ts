import { sql, type Transaction } from "kysely";
import type { AppDatabase } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { claimDay } from "~/db/day-claims.server";
import { startHourlyJob } from "~/lib/hourly-job.server";
import { log } from "~/lib/logger.server";
import {
  columnOf,
  formOpensQuery,
  lastTotalledDay,
  OPENS_DIMENSIONS,
} from "./report-queries.server";

/** The counter holding the last day whose totals were written (day-claims.server.ts). */
const TOTALS_COUNTER = "visit-totals";

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

/** Views are written within seconds, or minutes after a failed write: a day is closed an hour later. */
const CLOSE_AFTER_MS = 60 * 60_000;

/**
 * Totals each closed day of page views, overall, by each dimension and the quote form's opens,
 * one day per transaction, so that a report over months reads a few rows per day instead of
 * every view; then deletes the rows past `keepDays`, a day at a time. Returns the days totalled.
 */
export async function rollUpVisits(
  database: AppDatabase,
  now = new Date(),
  keepDays = VISIT_ROWS_DAYS,
): Promise<number> {
  const days = await totalVisitDays(database, now);
  const { db } = database;
  const cutoff = new Date(now.getTime() - keepDays * 86_400_000).toISOString().slice(0, 10);
  const last = await lastTotalledDay(db);
  for (;;) {
    const oldest = await db
      .selectFrom("visits")
      .select("day")
      .where("day", "<", cutoff)
      .where("day", "<=", last ?? "")
      .orderBy("day")
      .limit(1)
      .executeTakeFirst();
    if (!oldest) return days;
    await db.deleteFrom("visits").where("day", "=", oldest.day).execute();
  }
}

/**
 * Writes the totals of every closed day not yet totalled, oldest first. A day is claimed in its
 * own transaction, so two processes never total one twice. Returns the days totalled.
 */
export async function totalVisitDays({ db }: AppDatabase, now = new Date()): Promise<number> {
  const closed = new Date(now.getTime() - CLOSE_AFTER_MS).toISOString().slice(0, 10);
  let days = 0;
  for (;;) {
    const done = await lastTotalledDay(db);
    const next = await db
      .selectFrom("visits")
      .select("day")
      .where("day", "<", closed)
      .$if(done !== undefined, (q) => q.where("day", ">", done!))
      .orderBy("day")
      .limit(1)
      .executeTakeFirst();
    if (!next) return days;
    if (await db.transaction().execute((trx) => totalDay(trx, next.day))) days++;
  }
}

/** Looks every hour for a day to total; the first look comes a second after start. */
export function startVisitTotalsJob({ database }: { database: AppDatabase }) {
  return startHourlyJob(() => totalVisitDays(database), {
    onError: (error) => log.error("page view totals failed", { error }),
  });
}

const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * One day's totals, written together so a stopped pass never counts a day twice or half; false
 * when another process claimed the day first.
 */
async function totalDay(trx: Transaction<Database>, day: string): Promise<boolean> {
  if (!(await claimDay(trx, TOTALS_COUNTER, new Date(`${day}T12:00:00Z`)))) return false;
  const columns = ["day", "dimension", "value", "arrival", "views", "visitors"] as const;
  for (const dimension of ["all", ...VISIT_DIMENSIONS, "landing"] as const) {
    const column = dimension === "landing" ? columnOf(dimension) : dimension;
    const value = column === "all" ? sql<string | null>`null` : sql.ref<string | null>(column);
    await trx
      .insertInto("visit_days")
      .columns(columns)
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
          .where("day", "=", day)
          .$if(dimension === "landing", (q) =>
            q.where("arrival", "=", 1).where("source", "<>", "direct"),
          )
          .groupBy(["day", "arrival", ...(column === "all" ? [] : [column])]),
      )
      .execute();
  }
  // Who went on to the quote form is known only from the rows: kept as totals too.
  for (const by of OPENS_DIMENSIONS)
    await trx
      .insertInto("visit_days")
      .columns(columns)
      .expression(
        formOpensQuery(trx, { from: day, to: dayAfter(day) }, by)
          .select([
            sql.lit(day).as("day"),
            sql.lit(`opens:${by}`).as("dimension"),
            "a.key as value",
            sql.lit(1).as("arrival"),
            (eb) => eb.fn.countAll<number>().as("views"),
            (eb) => eb.fn.countAll<number>().as("visitors"),
          ])
          .groupBy("a.key"),
      )
      .execute();
  return true;
}
