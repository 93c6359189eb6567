import { sql, type Kysely } from "kysely";
import { nowIso } from "~/db/db.server";
import type { Database } from "~/db/schema";

/**
 * One limiter for every request that checks a secret (password, TOTP or backup code, reset
 * token), whichever path it comes by: the sign-in form, better-auth's HTTP endpoints, the
 * second-factor step, password reset. See docs/decisions/007-sign-in-limiter.md.
 *
 * - Per client address: at most ADDRESS_MAX failures per window, then refused (429).
 * - Per account: after ACCOUNT_FREE failures, each further attempt must wait a delay that
 *   doubles with every failure (capped). It never hard-locks, and a browser that has signed in
 *   to the account before (trusted device cookie) is not slowed at all, so a flood against an
 *   account from elsewhere cannot lock its owner out. A completed password reset clears it.
 *
 * Counters live in the database so every process behind one DATABASE_URL shares them.
 */
export const ADDRESS_WINDOW_MS = 15 * 60_000;
export const ADDRESS_MAX = 20;
export const ACCOUNT_FREE = 5;
const ACCOUNT_MAX_DELAY_MS = 15 * 60_000;
/** The first wait after the free tries (SIGNIN_SLOWDOWN_MS); each failure doubles it. */
export const FIRST_DELAY_MS = 1_000;
/** Account failures older than this are forgotten. */
const ACCOUNT_MEMORY_MS = 60 * 60_000;

export type SecretCheck = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Wait required after `failures` failures on one account (0 while under the free allowance). */
export function accountDelayMs(failures: number, firstDelayMs = FIRST_DELAY_MS): number {
  if (failures < ACCOUNT_FREE) return 0;
  return Math.min(firstDelayMs * 2 ** (failures - ACCOUNT_FREE), ACCOUNT_MAX_DELAY_MS);
}

function addressKey(address: string, now: number): { key: string; start: Date } {
  const start = new Date(Math.floor(now / ADDRESS_WINDOW_MS) * ADDRESS_WINDOW_MS);
  return { key: `secret-address:${address}:${start.getTime()}`, start };
}

const accountKey = (account: string) => `secret-account:${account.trim().toLowerCase()}`;

export async function checkSecretAttempt(
  db: Kysely<Database>,
  {
    address,
    account,
    trustedDevice = false,
    firstDelayMs = FIRST_DELAY_MS,
  }: { address: string; account?: string; trustedDevice?: boolean; firstDelayMs?: number },
): Promise<SecretCheck> {
  const now = Date.now();
  const byAddress = await db
    .selectFrom("rate_limits")
    .select("count")
    .where("key", "=", addressKey(address, now).key)
    .executeTakeFirst();
  if ((byAddress?.count ?? 0) >= ADDRESS_MAX) {
    const windowEnd = (Math.floor(now / ADDRESS_WINDOW_MS) + 1) * ADDRESS_WINDOW_MS;
    return { allowed: false, retryAfterSeconds: Math.ceil((windowEnd - now) / 1000) };
  }
  if (!account || trustedDevice) return { allowed: true };
  const byAccount = await db
    .selectFrom("rate_limits")
    .select(["count", "window_start"])
    .where("key", "=", accountKey(account))
    .executeTakeFirst();
  if (!byAccount) return { allowed: true };
  const last = Date.parse(byAccount.window_start);
  if (now - last > ACCOUNT_MEMORY_MS) return { allowed: true };
  const waitUntil = last + accountDelayMs(byAccount.count, firstDelayMs);
  if (now < waitUntil)
    return { allowed: false, retryAfterSeconds: Math.ceil((waitUntil - now) / 1000) };
  if (byAccount.count < ACCOUNT_FREE) return { allowed: true };
  // Slowed down: take the one slot atomically, so a burst from many addresses gets one try.
  const taken = await db
    .updateTable("rate_limits")
    .set({ window_start: nowIso(new Date(now)) })
    .where("key", "=", accountKey(account))
    .where("window_start", "=", byAccount.window_start)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1
    ? { allowed: true }
    : {
        allowed: false,
        retryAfterSeconds: Math.ceil(accountDelayMs(byAccount.count, firstDelayMs) / 1000),
      };
}

/** Counts one failed attempt against the address and, when known, the account. */
export async function recordSecretFailure(
  db: Kysely<Database>,
  { address, account }: { address: string; account?: string },
): Promise<void> {
  const now = Date.now();
  const { key, start } = addressKey(address, now);
  await db
    .insertInto("rate_limits")
    .values({ key, count: 1, window_start: nowIso(start) })
    .onConflict((oc) => oc.column("key").doUpdateSet({ count: sql`rate_limits.count + 1` }))
    .execute();
  if (!account) return;
  const stale = nowIso(new Date(now - ACCOUNT_MEMORY_MS));
  await db
    .insertInto("rate_limits")
    .values({ key: accountKey(account), count: 1, window_start: nowIso(new Date(now)) })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        // Failures long ago are forgotten: start counting again.
        count: sql`case when rate_limits.window_start < ${stale} then 1 else rate_limits.count + 1 end`,
        window_start: nowIso(new Date(now)),
      }),
    )
    .execute();
}

/** A completed password reset proves the owner: the account's slow-down ends. */
export async function clearAccountFailures(db: Kysely<Database>, account: string): Promise<void> {
  await db.deleteFrom("rate_limits").where("key", "=", accountKey(account)).execute();
}

/**
 * Counts one use of a capped action (e.g. reset e-mails to one address) in a fixed window and
 * says whether it is still within `max`.
 */
export async function withinQuota(
  db: Kysely<Database>,
  key: string,
  { max, windowMs }: { max: number; windowMs: number },
): Promise<boolean> {
  const start = new Date(Math.floor(Date.now() / windowMs) * windowMs);
  const row = await db
    .insertInto("rate_limits")
    .values({ key: `${key}:${start.getTime()}`, count: 1, window_start: nowIso(start) })
    .onConflict((oc) => oc.column("key").doUpdateSet({ count: sql`rate_limits.count + 1` }))
    .returning("count")
    .executeTakeFirstOrThrow();
  return row.count <= max;
}
