import type { Transaction } from "kysely";
import { nowIso, type AppDatabase } from "~/db/db.server";
import type { Database } from "~/db/schema";
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

/** The day a pass belongs to, as a number the counters table can hold: 20260315. */
const dayNumber = (now: Date) => Number(now.toISOString().slice(0, 10).replaceAll("-", ""));
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
  const today = dayNumber(now);
  return database.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto("counters")
      .values({ name: RETENTION_DAY_COUNTER, value: today })
      .onConflict((oc) =>
        oc.column("name").doUpdateSet({ value: today }).where("counters.value", "<", today),
      )
      .returning("value")
      .executeTakeFirst();
    if (!claimed) return undefined;
    return clearExpired(trx, retentionMonths, now);
  });
}

export interface RetentionJob {
  /** Checks now whether today's pass is due, and runs it (also called by the timer). */
  runOnce(): Promise<RetentionResult | undefined>;
  stop(): Promise<void>;
}

/**
 * Looks every `intervalMs` (an hour by default) whether today's pass is due; the first look is
 * shortly after start. Hourly looks make "daily" hold even for a process restarted often or
 * running across midnight, at the cost of one small query. The first look comes a second after
 * start, once the server listens.
 */
export function startRetentionJob({
  database,
  intervalMs = 3_600_000,
  firstDelayMs = 1_000,
}: {
  database: AppDatabase;
  intervalMs?: number;
  firstDelayMs?: number;
}): RetentionJob {
  let running: Promise<RetentionResult | undefined> | undefined;
  let stopped = false;
  function runOnce() {
    if (stopped) return Promise.resolve(undefined);
    running ??= runDailyRetention(database)
      .then((result) => {
        if (result) log.info("personal data retention pass", { ...result });
        return result;
      })
      .catch((error: unknown) => {
        // Nothing was written (one transaction): the next look tries again.
        log.error("personal data retention pass failed", { error });
        return undefined;
      })
      .finally(() => (running = undefined));
    return running;
  }
  const first = setTimeout(() => void runOnce(), firstDelayMs);
  const timer = setInterval(() => void runOnce(), intervalMs);
  first.unref();
  timer.unref();
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
