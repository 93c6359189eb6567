import type { Kysely, Transaction } from "kysely";
import type { Database } from "./schema";

/** The day a daily job belongs to, as a number the counters table can hold: 20260315. */
export const dayNumber = (now: Date) => Number(now.toISOString().slice(0, 10).replaceAll("-", ""));

/**
 * Claims `now`'s day for a daily job across every process sharing the database: the first to
 * move the counter `name` forward gets true, the others false. Inside a caller's transaction the
 * claim rolls back with its work.
 */
export async function claimDay(db: Kysely<Database>, name: string, now: Date): Promise<boolean> {
  const today = dayNumber(now);
  const claimed = await db
    .insertInto("counters")
    .values({ name, value: today })
    .onConflict((oc) =>
      oc.column("name").doUpdateSet({ value: today }).where("counters.value", "<", today),
    )
    .returning("value")
    .executeTakeFirst();
  return claimed !== undefined;
}

/**
 * How long a lease on a daily job holds before another process may take it over: longer than
 * any pass, so only a process that died (or stalled) mid-job loses it, at the next hourly look.
 */
export const LEASE_MINUTES = 60;

/** Minutes since 1970: a PostgreSQL integer holds them for thousands of years. */
const minuteOf = (now: Date) => Math.floor(now.getTime() / 60_000);

/** The counter holding the minute a lease on the daily job `counter` was taken; 0 when free. */
export const leaseCounter = (counter: string) => `${counter}-lease`;

/** A daily job under way in this process, done in many short transactions. */
export interface DayLease {
  /** The counter holding the last day the job was finished. */
  readonly counter: string;
  readonly day: number;
  /** The minute this process took the lease: the lease counter's value while it holds it. */
  readonly takenAt: number;
}

/** Another process took the lease over (this one stalled past LEASE_MINUTES): it stops here. */
export class LeaseLostError extends Error {
  override name = "LeaseLostError";
}

class DayAlreadyDone extends Error {}

const finishedDay = async (db: Kysely<Database>, counter: string) =>
  Number(
    (await db.selectFrom("counters").select("value").where("name", "=", counter).executeTakeFirst())
      ?.value ?? 0,
  );

/**
 * Takes `now`'s run of a daily job made of many transactions, unless the day was finished or
 * another process holds a lease younger than LEASE_MINUTES. Unlike `claimDay` the lease is
 * committed at once, in its own short transaction; the day counts as done only at `finishDay`,
 * so a run killed halfway is taken over when its lease runs out, not the next day.
 */
export async function leaseDay(
  db: Kysely<Database>,
  counter: string,
  now: Date,
): Promise<DayLease | undefined> {
  const day = dayNumber(now);
  // Most hourly looks end here, without writing.
  if ((await finishedDay(db, counter)) >= day) return undefined;
  const takenAt = minuteOf(now);
  try {
    return await db.transaction().execute(async (trx) => {
      const taken = await trx
        .insertInto("counters")
        .values({ name: leaseCounter(counter), value: takenAt })
        .onConflict((oc) =>
          oc
            .column("name")
            .doUpdateSet({ value: takenAt })
            .where("counters.value", "<", takenAt - LEASE_MINUTES),
        )
        .returning("value")
        .executeTakeFirst();
      if (!taken) return undefined;
      // Read once the lease row is ours: a process that finished the day meanwhile has
      // committed by now (PostgreSQL made this statement wait for it), and its work is not redone.
      if ((await finishedDay(trx, counter)) >= day) throw new DayAlreadyDone();
      return { counter, day, takenAt };
    });
  } catch (error) {
    if (error instanceof DayAlreadyDone) return undefined;
    throw error;
  }
}

/**
 * Checks, inside each of the job's transactions, that the lease is still this process's, and
 * locks its row until that transaction ends: a takeover waits for it, and no two processes ever
 * do the job's work at once.
 */
export async function holdLease(trx: Transaction<Database>, lease: DayLease): Promise<void> {
  const held = await trx
    .updateTable("counters")
    .set({ value: lease.takenAt })
    .where("name", "=", leaseCounter(lease.counter))
    .where("value", "=", lease.takenAt)
    .executeTakeFirst();
  if (Number(held.numUpdatedRows) !== 1)
    throw new LeaseLostError(`${lease.counter}: taken over by another process`);
}

/** The job's last transaction: the day is done and the lease free for tomorrow's run. */
export async function finishDay(trx: Transaction<Database>, lease: DayLease): Promise<void> {
  await holdLease(trx, lease);
  await trx
    .updateTable("counters")
    .set({ value: 0 })
    .where("name", "=", leaseCounter(lease.counter))
    .execute();
  await trx
    .insertInto("counters")
    .values({ name: lease.counter, value: lease.day })
    .onConflict((oc) =>
      oc.column("name").doUpdateSet({ value: lease.day }).where("counters.value", "<", lease.day),
    )
    .execute();
}

/** After a failure: the next hourly look may try again at once (a no-op once taken over). */
export async function releaseLease(db: Kysely<Database>, lease: DayLease): Promise<void> {
  await db
    .updateTable("counters")
    .set({ value: 0 })
    .where("name", "=", leaseCounter(lease.counter))
    .where("value", "=", lease.takenAt)
    .execute();
}
