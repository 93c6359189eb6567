import { sql } from "kysely";
import type { AppDatabase } from "~/db/db.server";
import type { InboxTable } from "~/db/schema";
import { arrivalOf, type VisitSource } from "./classify";

/** One source's (or campaign's) way from the first visit to the money, over a period. */
export interface SourceLine<K extends string = VisitSource> {
  source: K;
  /** Visits begun from this source (arrivals), and the distinct visitors among them */
  visits: number;
  visitors: number;
  /** Leads of every inbox kind whose visit came from this source */
  leads: number;
  /** Devis accepted in the period, for requests from this source, and their total in FCFA */
  accepted: number;
  fcfa: number;
}

export interface VisitReport {
  pageViews: number;
  visits: number;
  visitors: number;
  sources: SourceLine[];
  /** The same, for each campaign (utm_campaign) that brought a visit or a lead */
  campaigns: SourceLine<string>[];
}

/** A period of whole Lomé (UTC) days, `from` included, `to` excluded: "2026-11-01". */
export interface Period {
  from: string;
  to: string;
}

interface LeadOrigin {
  referrer: string | null;
  utm_source: string | null;
  utm_campaign: string | null;
}

/** Where a lead's visit came from, and its campaign, by the rules that file the visits. */
export function originOfLead(lead: LeadOrigin): { source: VisitSource; campaign: string | null } {
  const url = new URL("https://lead.invalid/");
  if (lead.utm_source) url.searchParams.set("utm_source", lead.utm_source);
  if (lead.utm_campaign) url.searchParams.set("utm_campaign", lead.utm_campaign);
  const arrival = arrivalOf(url, lead.referrer, []);
  return { source: arrival.source ?? "direct", campaign: arrival.campaign };
}

export const sourceOfLead = (lead: LeadOrigin): VisitSource => originOfLead(lead).source;

/** Lines by key, made on first use, in a table of one kind (sources or campaigns). */
function lineTable<K extends string>() {
  const lines = new Map<K, SourceLine<K>>();
  return {
    line(source: K) {
      let found = lines.get(source);
      if (!found) {
        found = { source, visits: 0, visitors: 0, leads: 0, accepted: 0, fcfa: 0 };
        lines.set(source, found);
      }
      return found;
    },
    sorted: () =>
      [...lines.values()].sort(
        (a, b) => b.fcfa - a.fcfa || b.leads - a.leads || b.visits - a.visits,
      ),
  };
}

const time = (day: string) => `${day}T00:00:00.000Z`;

interface Counted {
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
async function countedViews(
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
      .select(["arrival", "value as key", "views", "visitors"])
      .where("dimension", "=", by ?? "all")
      .where("day", ">=", period.from)
      .where("day", "<", period.to)
      .execute(),
  ]);
  return [...recent, ...older].map((row) => ({
    arrival: Number(row.arrival),
    key: row.key as string | null,
    views: Number(row.views),
    visitors: Number(row.visitors),
  }));
}

/**
 * The period's page views, visits and visitors, and for each source and campaign its visits,
 * leads and accepted devis. Views are counted in SQL by day; leads and devis are few enough per
 * period to be attributed here, with the rules that file the visits. Leads sit above visits:
 * the caller names their tables (every inbox kind's).
 */
export async function visitReport(
  { db }: AppDatabase,
  period: Period,
  leadTables: readonly InboxTable[],
): Promise<VisitReport> {
  const [all, bySource, byCampaign] = await Promise.all([
    countedViews(db, period),
    countedViews(db, period, "source"),
    countedViews(db, period, "campaign"),
  ]);
  let [pageViews, visits, visitors] = [0, 0, 0];
  for (const row of all) {
    pageViews += row.views;
    if (row.arrival) [visits, visitors] = [visits + row.views, visitors + row.visitors];
  }
  const sources = lineTable<VisitSource>();
  const campaigns = lineTable<string>();
  for (const [table, rows] of [
    [sources, bySource],
    [campaigns, byCampaign],
  ] as const)
    for (const row of rows)
      if (row.arrival && row.key) {
        const found = table.line(row.key as VisitSource);
        found.visits += row.views;
        found.visitors += row.visitors;
      }
  const leadRows = (table: InboxTable) =>
    db
      .selectFrom(table)
      .select(["referrer", "utm_source", "utm_campaign"])
      .where("created_at", ">=", time(period.from))
      .where("created_at", "<", time(period.to))
      .where("status", "!=", "spam")
      .execute();
  const [leads, accepted] = await Promise.all([
    Promise.all(leadTables.map(leadRows)),
    db
      .selectFrom("devis")
      .innerJoin("quote_requests", "quote_requests.id", "devis.request_id")
      .select([
        "devis.total",
        "quote_requests.referrer",
        "quote_requests.utm_source",
        "quote_requests.utm_campaign",
      ])
      .where("devis.status", "=", "accepted")
      .where("devis.answered_at", ">=", time(period.from))
      .where("devis.answered_at", "<", time(period.to))
      .execute(),
  ]);
  const linesOf = (origin: LeadOrigin) => {
    const { source, campaign } = originOfLead(origin);
    return campaign ? [sources.line(source), campaigns.line(campaign)] : [sources.line(source)];
  };
  for (const lead of leads.flat()) for (const found of linesOf(lead)) found.leads++;
  for (const devis of accepted)
    for (const found of linesOf(devis)) {
      found.accepted++;
      found.fcfa += Number(devis.total);
    }
  return {
    pageViews,
    visits,
    visitors,
    sources: sources.sorted(),
    campaigns: campaigns.sorted(),
  };
}
