import type { AuditAction } from "~/i18n/words";
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { nowIso, type AppDatabase } from "~/db/db.server";
import type { Database } from "~/db/schema";
import {
  finishDay,
  holdLease,
  leaseDay,
  releaseLease,
  type DayLease,
} from "~/db/day-claims.server";
import { startHourlyJob, type HourlyJob } from "~/lib/hourly-job.server";
import { log } from "~/lib/logger.server";
import { readPrivacySettings } from "~/features/company/index.server";
import { rollUpVisits } from "~/features/visits/index.server";
import { INBOX_KINDS, tableKey } from "~/features/leads/index.server";
import { RETENTION_STEPS, type Cursor, type RetentionCounts } from "./retention-steps.server";

/** What one pass cleared, by kind of row. */
export interface RetentionResult extends RetentionCounts {
  months: number;
  /** Rows received before this instant were past the period. */
  cutoff: string;
}

/**
 * Rows per chunk, each chunk its own transaction, so no statement binds more than this many ids.
 * SQLite has one writer: 250 expired quote requests with their notes took about 10 ms of it on a
 * two-core server (30 ms at worst while other work loaded it), as long as a visitor's form waits.
 */
export const RETENTION_CHUNK_ROWS = 250;

/** The instant `months` calendar months before `now` (UTC). */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function added(result: RetentionResult, counts: Partial<RetentionCounts>): RetentionResult {
  const sum = { ...result };
  for (const [kind, n] of Object.entries(counts) as [keyof RetentionCounts, number][])
    sum[kind] += n;
  return sum;
}

/**
 * The pass's entry in the change log, rewritten by every chunk that clears something in that
 * chunk's transaction: it counts exactly what was committed, even when the process dies midway.
 * It names no one: counts only.
 */
async function recordPass(
  trx: Transaction<Database>,
  id: string,
  result: RetentionResult,
  stamp: string,
) {
  const details = JSON.stringify(result);
  await trx
    .insertInto("audit_log")
    .values({
      id,
      created_at: stamp,
      user_id: null,
      action: "privacy.retention" satisfies AuditAction,
      target_type: "personal-data",
      target_id: null,
      details,
    })
    .onConflict((oc) => oc.column("id").doUpdateSet({ details }))
    .execute();
}

/**
 * Clears every lead, testimonial and e-mail received before the cutoff
 * (docs/product/privacy.md#retention), a chunk of rows per transaction, giving the event loop
 * its turn between chunks. Each chunk selects only rows still holding data and each UPDATE
 * re-checks it, so a concurrent pass clears nothing twice and a pass stopped halfway loses
 * nothing. With a lease, each chunk first checks it is still this process's.
 */
async function clearExpired(
  database: AppDatabase,
  months: number,
  now: Date,
  lease?: DayLease,
): Promise<RetentionResult> {
  const cutoff = nowIso(retentionCutoff(now, months));
  const stamp = nowIso(now);
  const auditId = randomUUID();
  let result: RetentionResult = {
    months,
    cutoff,
    ...(Object.fromEntries(
      INBOX_KINDS.map(({ table }) => [tableKey(table), 0]),
    ) as RetentionCounts),
    testimonials: 0,
    testimonialContacts: 0,
    emails: 0,
    notes: 0,
    devis: 0,
  };
  for (const step of RETENTION_STEPS) {
    let after: Cursor | undefined;
    let full = true;
    while (full) {
      const chunk = await database.db.transaction().execute(async (trx) => {
        if (lease) await holdLease(trx, lease);
        const rows = await step.due(trx, cutoff, after, RETENTION_CHUNK_ROWS);
        if (!rows.length) return { rows, result };
        const counts = await step.clear(
          trx,
          rows.map((r) => r.id),
          stamp,
        );
        const sum = added(result, counts);
        if (Object.values(counts).some((n) => n > 0)) await recordPass(trx, auditId, sum, stamp);
        return { rows, result: sum };
      });
      result = chunk.result;
      after = chunk.rows.at(-1);
      full = chunk.rows.length === RETENTION_CHUNK_ROWS;
      await nextTurn();
    }
  }
  // Each closed day of page views gets its totals, and rows past 90 days go, while this process
  // holds the day.
  const visitDays = await rollUpVisits(database, now);
  if (visitDays) log.info("page views totalled by day", { days: visitDays });
  if (lease) await database.db.transaction().execute((trx) => finishDay(trx, lease));
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
  return clearExpired(database, period, now);
}

/** The counter whose value is the last day the daily pass was finished (its lease, below). */
export const RETENTION_DAY_COUNTER = "privacy-retention-day";

/**
 * The daily pass, at most once a day and by one process at a time across every process sharing
 * the database: the lease is taken in its own transaction, every chunk checks it, and the day is
 * marked done once the last chunk is (docs/decisions/019-personal-data-retention.md). A pass that
 * fails gives the lease back; one killed keeps it until it lapses (LEASE_MINUTES), and the next
 * hourly look finishes the day's work. Returns undefined when the day was done or is under way.
 */
export async function runDailyRetention(
  database: AppDatabase,
  now = new Date(),
): Promise<RetentionResult | undefined> {
  const { retentionMonths } = await readPrivacySettings(database);
  const lease = await leaseDay(database.db, RETENTION_DAY_COUNTER, now);
  if (!lease) return undefined;
  try {
    return await clearExpired(database, retentionMonths, now, lease);
  } catch (error) {
    await releaseLease(database.db, lease).catch(() => undefined);
    throw error;
  }
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
  // Chunks committed before a failure stay done; the next look goes on with the rest.
  const onError = (error: unknown) => log.error("personal data retention pass failed", { error });
  return startHourlyJob(run, { intervalMs, firstDelayMs, onError });
}
