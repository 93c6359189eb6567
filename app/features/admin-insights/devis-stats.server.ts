import { sql } from "kysely";
import type { AppDatabase } from "~/db/db.server";

/**
 * The dashboard's devis figures (docs/product/screens.md#dashboard): this month's devis sent,
 * accepted and declined, the acceptance rate, FCFA accepted per month, how long requests wait
 * for their devis against the 24 h promise, and the requests still waiting. Months and days
 * are UTC, which is Lomé's time all year.
 */
export interface DevisFigures {
  month: string;
  sent: number;
  accepted: number;
  declined: number;
  /** Accepted ÷ answered (accepted or declined) this month; null before any answer. */
  rate: number | null;
  /** The last six months, oldest first: FCFA of the devis accepted in each. */
  perMonth: Array<{ month: string; fcfa: number }>;
  /** Median hours from a request to its first devis sent, over the last 90 days; null if none. */
  medianHours: number | null;
  /** Requests received more than 24 h ago with no devis sent yet, oldest first (at most 20). */
  waiting: Array<{ id: string; reference: string; name: string; createdAt: string }>;
  /** How many requests wait so in all. */
  waitingTotal: number;
}

/** The waiting requests the dashboard names, oldest first. */
const WAITING_SHOWN = 20;

const HOUR = 3_600_000;
const month = (date: Date) => date.toISOString().slice(0, 7);

/** The six months ending with this one, "YYYY-MM", oldest first. */
export function lastMonths(now: Date, count = 6): string[] {
  return Array.from({ length: count }, (_, i) =>
    month(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - i), 1))),
  );
}

export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export async function devisFigures({ db }: AppDatabase, now = new Date()): Promise<DevisFigures> {
  const months = lastMonths(now);
  const thisMonth = months.at(-1)!;
  const since = `${months[0]}-01T00:00:00.000Z`;
  const count = async (column: "sent_at" | "answered_at", status?: "accepted" | "declined") => {
    const row = await db
      .selectFrom("devis")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where(column, ">=", `${thisMonth}-01T00:00:00.000Z`)
      .$if(status !== undefined, (q) => q.where("status", "=", status!))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  };
  const answeredMonth = sql<string>`substr(answered_at, 1, 7)`;
  const sums = db
    .selectFrom("devis")
    .select([answeredMonth.as("month"), (eb) => eb.fn.sum<number | string>("total").as("fcfa")])
    .where("status", "=", "accepted")
    .where("answered_at", ">=", since)
    .groupBy(answeredMonth)
    .execute();

  // Each request's first devis sent, for requests of the last 90 days. A devis follows its
  // request, so only devis sent in those 90 days need joining, not every devis ever sent; grouped
  // by the devis' request, the order of their index, so no sort is needed.
  const since90 = new Date(now.getTime() - 90 * 24 * HOUR).toISOString();
  const firsts = db
    .selectFrom("devis")
    .innerJoin("quote_requests", "quote_requests.id", "devis.request_id")
    .select([
      (eb) => eb.fn.min("quote_requests.created_at").as("received"),
      (eb) => eb.fn.min("devis.sent_at").as("sent"),
    ])
    .where("devis.sent_at", ">=", since90)
    .where("quote_requests.created_at", ">=", since90)
    .groupBy("devis.request_id")
    .execute();

  const before24 = new Date(now.getTime() - 24 * HOUR).toISOString();
  const open = db
    .selectFrom("quote_requests as q")
    .where("q.created_at", "<", before24)
    .where("q.status", "in", ["new", "contacted"])
    .where("q.anonymised_at", "is", null);
  const stillWaiting = open.where(({ not, exists, selectFrom }) =>
    not(
      exists(
        selectFrom("devis")
          .select("devis.id")
          .whereRef("devis.request_id", "=", "q.id")
          .where("devis.sent_at", "is not", null),
      ),
    ),
  );
  // How many wait in all: the open requests less those with a devis sent. Devis are far fewer
  // than requests, so each devis looks up its request instead of each request its devis; one
  // statement, so both counts see the same rows.
  const answered = db
    .selectFrom(
      db
        .selectFrom("devis")
        .innerJoin("quote_requests as q", "q.id", "devis.request_id")
        .where("devis.sent_at", "is not", null)
        .where("q.created_at", "<", before24)
        .where("q.status", "in", ["new", "contacted"])
        .where("q.anonymised_at", "is", null)
        .select("devis.request_id")
        .groupBy("devis.request_id")
        .as("answered"),
    )
    .select((eb) => eb.fn.countAll().as("n"));
  const openCount = open.select((eb) => eb.fn.countAll().as("n"));
  const waitingTotal = db
    .selectNoFrom(sql<number | string>`(${openCount}) - (${answered})`.as("n"))
    .executeTakeFirst();
  const waitingList = stillWaiting
    .select(["q.id", "q.reference", "q.first_name", "q.last_name", "q.created_at"])
    .orderBy("q.created_at")
    .orderBy("q.id")
    .limit(WAITING_SHOWN)
    .execute();

  // Asked together: PostgreSQL answers them on several connections at once (SQLite in turn).
  const [sent, accepted, declined, monthSums, firstDevis, waitingCount, waiting] =
    await Promise.all([
      count("sent_at"),
      count("answered_at", "accepted"),
      count("answered_at", "declined"),
      sums,
      firsts,
      waitingTotal,
      waitingList,
    ]);
  const byMonth = new Map(monthSums.map((r) => [r.month, Number(r.fcfa)]));
  const delays = firstDevis.map(
    (r) => (Date.parse(String(r.sent)) - Date.parse(r.received)) / HOUR,
  );

  return {
    month: thisMonth,
    sent,
    accepted,
    declined,
    rate: accepted + declined ? accepted / (accepted + declined) : null,
    perMonth: months.map((m) => ({ month: m, fcfa: byMonth.get(m) ?? 0 })),
    medianHours: median(delays),
    waitingTotal: Number(waitingCount?.n ?? 0),
    waiting: waiting.map((r) => ({
      id: r.id,
      reference: r.reference,
      name: `${r.first_name} ${r.last_name}`.trim(),
      createdAt: r.created_at,
    })),
  };
}
