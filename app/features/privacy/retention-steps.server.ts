import { sql, type SelectQueryBuilder, type SqlBool, type Transaction } from "kysely";
import type { Database } from "~/db/schema";
import { anonymiseDevis } from "~/features/devis/index.server";
import {
  INBOX_KINDS,
  type InboxKind,
  tableKey,
  type TableKey,
} from "~/features/leads/index.server";
import {
  anonymiseLeads,
  clearEmails,
  clearTestimonialContacts,
  deleteLeadNotes,
} from "./anonymise.server";

/**
 * The retention pass's kinds of rows, each walked in chunks (retention.server.ts). A step finds
 * the rows due that still hold data, so a chunk done is never selected again and a pass that
 * stopped halfway is finished by the next one.
 */
type Trx = Transaction<Database>;

/** What one pass cleared, by kind of row: each inbox kind by its table (`contactMessages`). */
export type RetentionCounts = Record<TableKey<InboxKind["table"]>, number> & {
  /** Testimonials cleared entirely (never published, or withdrawn). */
  testimonials: number;
  /** Published testimonials whose author's e-mail and phone were cleared. */
  testimonialContacts: number;
  emails: number;
  notes: number;
  /** Devis whose client was cleared (amounts and states stay). */
  devis: number;
};

/** Where a walk stopped: rows are visited by date, then id. */
export interface Cursor {
  id: string;
  created_at: string;
}

export interface RetentionStep {
  /** Up to `limit` rows due, after `after`; fewer means the walk is over. */
  due(trx: Trx, cutoff: string, after: Cursor | undefined, limit: number): Promise<Cursor[]>;
  /** Clears those rows and what hangs on them, in the chunk's transaction. */
  clear(trx: Trx, ids: string[], stamp: string): Promise<Partial<RetentionCounts>>;
}

type Walked = InboxKind["table"] | "testimonials" | "email_outbox" | "devis";

/**
 * The next page of a walk. The date comes first in the condition so the created_at index gives
 * its start: a chunk does not read again the rows the walk has passed.
 */
function page<TB extends Walked>(
  query: SelectQueryBuilder<Database, TB, Cursor>,
  table: TB,
  after: Cursor | undefined,
  limit: number,
): Promise<Cursor[]> {
  const at = sql.ref(`${table}.created_at`);
  const id = sql.ref(`${table}.id`);
  let rows = query;
  if (after) {
    const { created_at: date, id: last } = after;
    rows = rows.where(sql<SqlBool>`${at} >= ${date} and (${at} > ${date} or ${id} > ${last})`);
  }
  return rows.orderBy(at).orderBy(id).limit(limit).execute();
}

/** The leads of one inbox kind, with the team's notes on them. */
const leads = ({ type, table }: InboxKind): RetentionStep => ({
  due: (trx, cutoff, after, limit) =>
    page(
      trx
        .selectFrom(table)
        .select([`${table}.id`, `${table}.created_at`])
        .where("created_at", "<", cutoff)
        .where("anonymised_at", "is", null),
      table,
      after,
      limit,
    ),
  async clear(trx, ids, stamp) {
    const cleared = await anonymiseLeads(trx, type, ids, stamp);
    const notes = await deleteLeadNotes(trx, type, ids);
    return { [tableKey(table)]: cleared, notes };
  },
});

/** Devis made from a request past the period, and those made without one before the cutoff. */
const devis: RetentionStep = {
  due: (trx, cutoff, after, limit) =>
    page(
      trx
        .selectFrom("devis")
        .select(["devis.id", "devis.created_at"])
        .where("devis.anonymised_at", "is", null)
        .where((eb) =>
          eb.or([
            eb.exists(
              eb
                .selectFrom("quote_requests")
                .select("quote_requests.id")
                .whereRef("quote_requests.id", "=", "devis.request_id")
                .where("quote_requests.created_at", "<", cutoff),
            ),
            eb.and([eb("devis.request_id", "is", null), eb("devis.created_at", "<", cutoff)]),
          ]),
        ),
      "devis",
      after,
      limit,
    ),
  clear: async (trx, ids, stamp) => ({ devis: await anonymiseDevis(trx, ids, stamp) }),
};

/** Testimonials never published (or withdrawn) go entirely; published ones keep name and text. */
const testimonials = (published: boolean): RetentionStep => ({
  due: (trx, cutoff, after, limit) =>
    page(
      trx
        .selectFrom("testimonials")
        .select(["testimonials.id", "testimonials.created_at"])
        .where("created_at", "<", cutoff)
        .where("anonymised_at", "is", null)
        .where("status", published ? "=" : "<>", "approved")
        .$if(published, (q) =>
          q.where((eb) =>
            eb.or([
              eb("email", "<>", ""),
              eb("phone", "is not", null),
              eb("ip_hash", "is not", null),
            ]),
          ),
        ),
      "testimonials",
      after,
      limit,
    ),
  clear: async (trx, ids, stamp) =>
    published
      ? { testimonialContacts: await clearTestimonialContacts(trx, ids, stamp) }
      : { testimonials: await anonymiseLeads(trx, "testimonial", ids, stamp) },
});

const emails: RetentionStep = {
  due: (trx, cutoff, after, limit) =>
    page(
      trx
        .selectFrom("email_outbox")
        .select(["email_outbox.id", "email_outbox.created_at"])
        .where("created_at", "<", cutoff)
        .where((eb) => eb.or([eb("to_address", "<>", ""), eb("text_body", "<>", "")])),
      "email_outbox",
      after,
      limit,
    ),
  clear: async (trx, ids) => ({ emails: await clearEmails(trx, ids) }),
};

/** In the order an erasure takes the tables, so the two never wait on each other crosswise. */
export const RETENTION_STEPS: readonly RetentionStep[] = [
  ...INBOX_KINDS.map(leads),
  testimonials(false),
  testimonials(true),
  emails,
  devis,
];
