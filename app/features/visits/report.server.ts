import { sql } from "kysely";
import type { AppDatabase } from "~/db/db.server";
import { arrivalOf, type VisitSource } from "./classify";

/** One source's way from the first visit to the money, over a period. */
export interface SourceLine {
  source: VisitSource;
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
}

/** A period of whole Lomé (UTC) days, `from` included, `to` excluded: "2026-11-01". */
export interface Period {
  from: string;
  to: string;
}

/** Where a lead's visit came from, by the same rules as the visits themselves. */
export function sourceOfLead(lead: {
  referrer: string | null;
  utm_source: string | null;
  utm_campaign: string | null;
}): VisitSource {
  const url = new URL("https://lead.invalid/");
  if (lead.utm_source) url.searchParams.set("utm_source", lead.utm_source);
  if (lead.utm_campaign) url.searchParams.set("utm_campaign", lead.utm_campaign);
  const arrival = arrivalOf(url, lead.referrer, []);
  return arrival.source ?? "direct";
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
  const [totals, arrivals, bySource] = await Promise.all([
    inPeriod.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow(),
    inPeriod
      .where("arrival", "=", 1)
      .select((eb) => [
        eb.fn.countAll<number | string>().as("visits"),
        sql<number | string>`count(distinct visitor)`.as("visitors"),
      ])
      .executeTakeFirstOrThrow(),
    inPeriod
      .where("arrival", "=", 1)
      .select((eb) => [
        "source",
        eb.fn.countAll<number | string>().as("visits"),
        sql<number | string>`count(distinct visitor)`.as("visitors"),
      ])
      .groupBy("source")
      .execute(),
  ]);
  const lines = new Map<VisitSource, SourceLine>();
  const line = (source: VisitSource) => {
    let found = lines.get(source);
    if (!found) {
      found = { source, visits: 0, visitors: 0, leads: 0, accepted: 0, fcfa: 0 };
      lines.set(source, found);
    }
    return found;
  };
  for (const row of bySource) {
    const found = line((row.source ?? "direct") as VisitSource);
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
  for (const lead of [...contacts, ...quotes]) line(sourceOfLead(lead)).leads++;
  for (const devis of accepted) {
    const found = line(sourceOfLead(devis));
    found.accepted++;
    found.fcfa += Number(devis.total);
  }
  return {
    pageViews: Number(totals.n),
    visits: Number(arrivals.visits),
    visitors: Number(arrivals.visitors),
    sources: [...lines.values()].sort(
      (a, b) => b.fcfa - a.fcfa || b.leads - a.leads || b.visits - a.visits,
    ),
  };
}
