import type { Transaction } from "kysely";
import { nowIso, type AppDatabase } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { claimDay } from "~/db/day-claims.server";
import { startHourlyJob, type HourlyJob } from "~/lib/hourly-job.server";
import { log } from "~/lib/logger.server";
import {
  anonymiseLeads,
  auditInTransaction,
  clearEmails,
  clearTestimonialContacts,
  deleteLeadNotes,
} from "./anonymise.server";
import { readPrivacySettings } from "~/features/company/index.server";
import { anonymiseDevis } from "~/features/devis/index.server";

/** What one pass cleared, by kind of row. */
export interface RetentionResult {
  months: number;
  /** Rows received before this instant were past the period. */
  cutoff: string;
  contacts: number;
  quotes: number;
  /** Testimonials cleared entirely (never published, or withdrawn). */
  testimonials: number;
  /** Published testimonials whose author's e-mail and phone were cleared. */
  testimonialContacts: number;
  emails: number;
  notes: number;
  /** Devis whose client was cleared (amounts and states stay). */
  devis: number;
}

/** The instant `months` calendar months before `now` (UTC). */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * Clears every lead, testimonial and e-mail received before the cutoff, in the caller's
 * transaction (docs/product/privacy.md#retention). Idempotent: rows already cleared are not
 * selected again, and each UPDATE re-checks it, so a concurrent pass clears nothing twice.
 */
async function clearExpired(
  trx: Transaction<Database>,
  months: number,
  now: Date,
): Promise<RetentionResult> {
  const cutoff = nowIso(retentionCutoff(now, months));
  const stamp = nowIso(now);
  const expired = (table: "contact_messages" | "quote_requests") =>
    trx
      .selectFrom(table)
      .select("id")
      .where("created_at", "<", cutoff)
      .where("anonymised_at", "is", null)
      .execute()
      .then((rows) => rows.map((r) => r.id));
  const contactIds = await expired("contact_messages");
  const quoteIds = await expired("quote_requests");
  const oldTestimonials = await trx
    .selectFrom("testimonials")
    .select(["id", "status"])
    .where("created_at", "<", cutoff)
    .where("anonymised_at", "is", null)
    .execute();
  const published = oldTestimonials.filter((t) => t.status === "approved").map((t) => t.id);
  const unpublished = oldTestimonials.filter((t) => t.status !== "approved").map((t) => t.id);
  const emailIds = (
    await trx
      .selectFrom("email_outbox")
      .select("id")
      .where("created_at", "<", cutoff)
      .where((eb) => eb.or([eb("to_address", "<>", ""), eb("text_body", "<>", "")]))
      .execute()
  ).map((r) => r.id);

  // The devis of those requests, and those made without a request before the cutoff.
  const devisIds = (
    await trx
      .selectFrom("devis")
      .select("id")
      .where("anonymised_at", "is", null)
      .where((eb) =>
        eb.or([
          ...(quoteIds.length ? [eb("request_id", "in", quoteIds)] : []),
          eb.and([eb("request_id", "is", null), eb("created_at", "<", cutoff)]),
        ]),
      )
      .execute()
  ).map((r) => r.id);

  const result: RetentionResult = {
    months,
    cutoff,
    contacts: await anonymiseLeads(trx, "contact_messages", contactIds, stamp),
    quotes: await anonymiseLeads(trx, "quote_requests", quoteIds, stamp),
    testimonials: await anonymiseLeads(trx, "testimonials", unpublished, stamp),
    testimonialContacts: await clearTestimonialContacts(trx, published, stamp),
    // Tables in the same order as an erasure, so the two never wait on each other crosswise.
    notes:
      (await deleteLeadNotes(trx, "contact", contactIds)) +
      (await deleteLeadNotes(trx, "quote", quoteIds)),
    emails: await clearEmails(trx, emailIds),
    devis: await anonymiseDevis(trx, devisIds, stamp),
  };
  const { contacts, quotes, testimonials, testimonialContacts, emails, notes, devis } = result;
  if (contacts + quotes + testimonials + testimonialContacts + emails + notes + devis > 0)
    await auditInTransaction(trx, null, "privacy.retention", result, stamp);
  return result;
}

/**
 * One pass now, whatever day it is (tests; an administrator who shortened the period would wait
 * for the next daily run otherwise). `months` defaults to the stored setting.
 */
export async function applyRetention(
  database: AppDatabase,
  { now = new Date(), months }: { now?: Date; months?: number } = {},
): Promise<RetentionResult> {
  const period = months ?? (await readPrivacySettings(database)).retentionMonths;
  return database.db.transaction().execute((trx) => clearExpired(trx, period, now));
}

/** The counter whose value is the day of the last daily pass (its claim, below). */
export const RETENTION_DAY_COUNTER = "privacy-retention-day";

/**
 * The daily pass, at most once a day across every process sharing the database: the first to
 * move the day counter forward runs it, in the same transaction. Another process meanwhile waits
 * on that row (PostgreSQL) or on the write lock (SQLite), then finds the day taken. A process
 * killed mid-pass rolls the claim back with the rest, so the next check runs it again.
 * Returns undefined when today's pass was already made.
 */
export async function runDailyRetention(
  database: AppDatabase,
  now = new Date(),
): Promise<RetentionResult | undefined> {
  const { retentionMonths } = await readPrivacySettings(database);
  return database.db.transaction().execute(async (trx) => {
    const claimed = await claimDay(trx, RETENTION_DAY_COUNTER, now);
    if (!claimed) return undefined;
    return clearExpired(trx, retentionMonths, now);
  });
}

export type RetentionJob = HourlyJob<RetentionResult>;

/** Looks every hour whether today's pass is due; the first look comes a second after start. */
export function startRetentionJob({
  database,
  intervalMs,
  firstDelayMs,
}: {
  database: AppDatabase;
  intervalMs?: number;
  firstDelayMs?: number;
}): RetentionJob {
  const run = async () => {
    const result = await runDailyRetention(database);
    if (result) log.info("personal data retention pass", { ...result });
    return result;
  };
  // Nothing was written when a pass fails (one transaction): the next look tries again.
  const onError = (error: unknown) => log.error("personal data retention pass failed", { error });
  return startHourlyJob(run, { intervalMs, firstDelayMs, onError });
}
