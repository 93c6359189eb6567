import type { AppDatabase } from "~/db/db.server";
import { bucketOf, bucketsOf, DAY_MS, type Bucket, type Period } from "./buckets";

export type { Period };
import { countedViews, formOpens, time } from "./report-queries.server";
import type { InboxTable } from "~/db/schema";
import { arrivalOf, type VisitSource } from "./classify";

/** One source's (or campaign's) way from the first visit to the money, over a period. */
export interface SourceLine<K extends string = VisitSource> {
  source: K;
  /** Visits begun from this source (arrivals), and the distinct visitors among them */
  visits: number;
  visitors: number;
  /** Visits that went on to open the quote form, the same day */
  opens: number;
  /** Leads of every inbox kind whose visit came from this source */
  leads: number;
  /** Devis sent in the period for requests from this source (each devis once, whatever its versions) */
  sent: number;
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
  /**
   * The same, for each page a visit from another site or a campaign began on ("" for leads whose
   * landing page is unknown: typed in, or sent before it was noted)
   */
  landings: SourceLine<string>[];
  /** Quote requests by the service asked for, to devis accepted (no visits: a page is not one) */
  services: SourceLine<string>[];
  /** Visits and requests week by week (from each Monday), or month by month past 26 weeks */
  steps: { unit: "week" | "month"; buckets: Bucket[] };
}

/** A period of whole Lomé (UTC) days, `from` included, `to` excluded: "2026-11-01". */

interface LeadOrigin {
  landing?: string | null;
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
        found = {
          source,
          visits: 0,
          visitors: 0,
          opens: 0,
          leads: 0,
          sent: 0,
          accepted: 0,
          fcfa: 0,
        };
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
  const [all, bySource, byCampaign, byLanding] = await Promise.all([
    countedViews(db, period),
    countedViews(db, period, "source"),
    countedViews(db, period, "campaign"),
    countedViews(db, period, "landing"),
  ]);
  let [pageViews, visits, visitors] = [0, 0, 0];
  const days = (Date.parse(period.to) - Date.parse(period.from)) / DAY_MS;
  const unit = days > 26 * 7 ? "month" : "week";
  const buckets = bucketsOf(period, unit);
  for (const row of all) {
    pageViews += row.views;
    if (row.arrival) [visits, visitors] = [visits + row.views, visitors + row.visitors];
    if (row.arrival) buckets.get(bucketOf(row.day, unit))!.visits += row.views;
  }
  const sources = lineTable<VisitSource>();
  const campaigns = lineTable<string>();
  const landings = lineTable<string>();
  for (const [table, rows] of [
    [sources, bySource],
    [campaigns, byCampaign],
    [landings, byLanding],
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
      .select(["landing", "referrer", "utm_source", "utm_campaign", "created_at"])
      .where("created_at", ">=", time(period.from))
      .where("created_at", "<", time(period.to))
      .where("status", "!=", "spam")
      .execute();
  const devisRows = (column: "sent_at" | "answered_at") =>
    db
      .selectFrom("devis")
      .innerJoin("quote_requests", "quote_requests.id", "devis.request_id")
      .select([
        "devis.number",
        "devis.total",
        "quote_requests.service_type",
        "quote_requests.landing",
        "quote_requests.referrer",
        "quote_requests.utm_source",
        "quote_requests.utm_campaign",
      ])
      .where(`devis.${column}`, ">=", time(period.from))
      .where(`devis.${column}`, "<", time(period.to));
  const [leads, quotes, sent, sourceOpens, campaignOpens, landingOpens, accepted] =
    await Promise.all([
      Promise.all(leadTables.map(leadRows)),
      // Quote requests again, with the service asked for: its own lines.
      db
        .selectFrom("quote_requests")
        .select(["referrer", "utm_source", "utm_campaign", "service_type", "created_at"])
        .where("created_at", ">=", time(period.from))
        .where("created_at", "<", time(period.to))
        .where("status", "!=", "spam")
        .execute(),
      devisRows("sent_at").execute(),
      formOpens(db, period, "source"),
      formOpens(db, period, "campaign"),
      formOpens(db, period, "landing"),
      devisRows("answered_at").where("devis.status", "=", "accepted").execute(),
    ]);
  const linesOf = (origin: LeadOrigin) => {
    const { source, campaign } = originOfLead(origin);
    const lines = [sources.line(source), landings.line(origin.landing ?? "")];
    return campaign ? [...lines, campaigns.line(campaign)] : lines;
  };
  const services = lineTable<string>();
  for (const row of sourceOpens) sources.line(row.key as VisitSource).opens += Number(row.n);
  for (const row of campaignOpens) campaigns.line(row.key!).opens += Number(row.n);
  for (const row of landingOpens) landings.line(row.key!).opens += Number(row.n);
  for (const lead of leads.flat()) {
    buckets.get(bucketOf(String(lead.created_at).slice(0, 10), unit))!.leads++;
    for (const found of linesOf(lead)) found.leads++;
  }
  for (const lead of quotes) services.line(lead.service_type).leads++;
  // A devis revised and sent again is still one devis sent for its request.
  const sentOnce = new Map(sent.map((devis) => [devis.number, devis]));
  for (const devis of sentOnce.values())
    for (const found of [...linesOf(devis), services.line(devis.service_type)]) found.sent++;
  for (const devis of accepted)
    for (const found of [...linesOf(devis), services.line(devis.service_type)]) {
      found.accepted++;
      found.fcfa += Number(devis.total);
    }
  return {
    pageViews,
    visits,
    visitors,
    sources: sources.sorted(),
    campaigns: campaigns.sorted(),
    landings: landings.sorted(),
    services: services.sorted(),
    steps: { unit, buckets: [...buckets.values()] },
  };
}
