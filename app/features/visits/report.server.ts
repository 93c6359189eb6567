import { sql } from "kysely";
import type { AppDatabase } from "~/db/db.server";
import { arrivalOf, type VisitSource } from "./classify";

/** One source's (or campaign's) way from the first visit to the money, over a period. */
export interface SourceLine<K extends string = VisitSource> {
  source: K;
  /** Visits begun from this source (arrivals), and the distinct visitors among them */
  visits: number;
  visitors: number;
  /** Contact messages and quote requests whose visit came from this source */
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

/**
 * The period's page views, visits and visitors, and for each source its visits, leads and
 * accepted devis. Visits are counted in SQL over the day index; leads and devis are few enough
 * per period to be attributed here, with the rules that file the visits.
 */
export async function visitReport({ db }: AppDatabase, period: Period): Promise<VisitReport> {
  const inPeriod = db
    .selectFrom("visits")
    .where("day", ">=", period.from)
    .where("day", "<", period.to);
  const arrivalsBy = (column: "source" | "campaign") =>
    inPeriod
      .where("arrival", "=", 1)
      .where(column, "is not", null)
      .select((eb) => [
        `${column} as key` as const,
        eb.fn.countAll<number | string>().as("visits"),
        sql<number | string>`count(distinct visitor)`.as("visitors"),
      ])
      .groupBy(column)
      .execute();
  const [totals, arrivals, bySource, byCampaign] = await Promise.all([
    inPeriod.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow(),
    inPeriod
      .where("arrival", "=", 1)
      .select((eb) => [
        eb.fn.countAll<number | string>().as("visits"),
        sql<number | string>`count(distinct visitor)`.as("visitors"),
      ])
      .executeTakeFirstOrThrow(),
    arrivalsBy("source"),
    arrivalsBy("campaign"),
  ]);
  const sources = lineTable<VisitSource>();
  const campaigns = lineTable<string>();
  for (const [table, rows] of [
    [sources, bySource],
    [campaigns, byCampaign],
  ] as const)
    for (const row of rows) {
      const found = table.line(row.key as VisitSource);
      found.visits += Number(row.visits);
      found.visitors += Number(row.visitors);
    }
  const leadRows = (table: "contact_messages" | "quote_requests") =>
    db
      .selectFrom(table)
      .select(["referrer", "utm_source", "utm_campaign"])
      .where("created_at", ">=", time(period.from))
      .where("created_at", "<", time(period.to))
      .where("status", "!=", "spam")
      .execute();
  const [contacts, quotes, accepted] = await Promise.all([
    leadRows("contact_messages"),
    leadRows("quote_requests"),
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
  for (const lead of [...contacts, ...quotes]) for (const found of linesOf(lead)) found.leads++;
  for (const devis of accepted)
    for (const found of linesOf(devis)) {
      found.accepted++;
      found.fcfa += Number(devis.total);
    }
  return {
    pageViews: Number(totals.n),
    visits: Number(arrivals.visits),
    visitors: Number(arrivals.visitors),
    sources: sources.sorted(),
    campaigns: campaigns.sorted(),
  };
}
