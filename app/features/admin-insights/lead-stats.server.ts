import { sql } from "kysely";
import type { AppDatabase } from "~/db/db.server";
import { LEAD_KINDS, type LeadKind } from "~/features/leads";
import { INBOX_KINDS } from "~/features/leads/index.server";
import { classifySource, type SourceKind } from "./sources";
import { chartWeeks, weekIndex } from "./weeks";

export type LeadForm = LeadKind;

/** What one week of the chart counts: submissions of each form, its Monday as "YYYY-MM-DD". */
export interface WeekCounts extends Record<LeadForm, number> {
  week: string;
}

export interface SourceCount {
  kind: SourceKind;
  label: string;
  count: number;
  /** Part of all counted leads, from 0 to 1. */
  share: number;
}

/** The UTC day of an ISO stamp; `substr` reads the same on SQLite and PostgreSQL. */
const day = sql<string>`substr(created_at, 1, 10)`;

/**
 * Submissions per week and form over the last 12 weeks (docs/product/screens.md#dashboard): one
 * query counts each form per day, and the days fall into their Monday-to-Sunday week here, so a
 * week without any submission is still there, at zero. Leads the team marked as spam are left
 * out; testimonials count whatever their moderation.
 */
export async function leadsPerWeek({ db }: AppDatabase, now = new Date()): Promise<WeekCounts[]> {
  const weeks = chartWeeks(now);
  const since = `${weeks[0]}T00:00:00.000Z`;
  const perDay = INBOX_KINDS.map(({ type, table }) =>
    db
      .selectFrom(table)
      .select([day.as("day"), (eb) => eb.fn.countAll<number | string>().as("n")])
      .select(sql<LeadForm>`${sql.lit(type)}`.as("form"))
      .where("created_at", ">=", since)
      .where("status", "!=", "spam")
      .groupBy(day),
  );
  const rows = await perDay
    .reduce((union, form) => union.unionAll(form))
    .unionAll(
      db
        .selectFrom("testimonials")
        .select([day.as("day"), (eb) => eb.fn.countAll<number | string>().as("n")])
        .select(sql<LeadForm>`'testimonial'`.as("form"))
        .where("created_at", ">=", since)
        .groupBy(day),
    )
    .execute();
  const counts = weeks.map(
    (week) => ({ week, ...Object.fromEntries(LEAD_KINDS.map((kind) => [kind, 0])) }) as WeekCounts,
  );
  for (const row of rows) {
    const bucket = counts[weekIndex(row.day, weeks[0]!)];
    // PostgreSQL returns count(*) as a bigint string.
    if (bucket) bucket[row.form] += Number(row.n);
  }
  return counts;
}

/**
 * The inbox's leads of the same 12 weeks by where they came from, most first.
 * The database groups the leads by their stored referrer and campaign tags (a few dozen distinct
 * values at most); naming the source (a domain, WhatsApp, a campaign) is done here, where URLs
 * can be read the same way on both databases. Testimonials keep no source.
 */
export async function leadSources({ db }: AppDatabase, now = new Date()): Promise<SourceCount[]> {
  const since = `${chartWeeks(now)[0]}T00:00:00.000Z`;
  const [first, ...others] = INBOX_KINDS.map(({ table }) =>
    db
      .selectFrom(table)
      .select(["referrer", "utm_source", "utm_campaign"])
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("created_at", ">=", since)
      .where("status", "!=", "spam")
      .groupBy(["referrer", "utm_source", "utm_campaign"]),
  );
  const rows = await others.reduce((union, kind) => union.unionAll(kind), first!).execute();
  const sources = new Map<string, Omit<SourceCount, "share">>();
  let total = 0;
  for (const row of rows) {
    const n = Number(row.n);
    total += n;
    const source = classifySource(row);
    // "Facebook" and "facebook", one campaign typed two ways: counted together.
    const key = `${source.kind}:${source.label.toLowerCase()}`;
    const known = sources.get(key);
    if (known) known.count += n;
    else sources.set(key, { ...source, count: n });
  }
  return [...sources.values()]
    .map((s) => ({ ...s, share: s.count / total }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}
