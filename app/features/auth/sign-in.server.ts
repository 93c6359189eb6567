import { sql } from "kysely";
import { nowIso } from "~/db/db.server";
import { getRuntime } from "~/server/runtime.server";
import { getAuth } from "./session.server";

export type SignInOutcome =
  | { ok: true; cookies: string[] }
  /** Password right, second factor on: the code step comes next (its cookie identifies the attempt). */
  | { ok: "totp"; cookies: string[] }
  | { ok: false; reason: "missing" | "invalid" | "tooMany" | "failed" | "badCode" };

/** Failed sign-ins allowed in 15 minutes: per account, and per IP address. */
const WINDOW_MS = 15 * 60_000;
const ACCOUNT_MAX = 5;
const IP_MAX = 20;

async function failures(subject: string, add: boolean): Promise<number> {
  const { database } = await getRuntime();
  const windowStart = new Date(Math.floor(Date.now() / WINDOW_MS) * WINDOW_MS);
  const key = `signin:${subject}:${windowStart.getTime()}`;
  if (add) {
    await database.db
      .insertInto("rate_limits")
      .values({ key, count: 1, window_start: nowIso(windowStart) })
      .onConflict((oc) => oc.column("key").doUpdateSet({ count: sql`rate_limits.count + 1` }))
      .execute();
  }
  const row = await database.db
    .selectFrom("rate_limits")
    .select("count")
    .where("key", "=", key)
    .executeTakeFirst();
  return row?.count ?? 0;
}

/**
 * E-mail + password sign-in through better-auth. The answer never says whether an account
 * exists; repeated failures on one account are refused for a while whatever the IP.
 */
export async function signIn(
  request: Request,
  email: string,
  password: string,
  clientIp: string,
): Promise<SignInOutcome> {
  const normalized = email.trim().toLowerCase();
  if (!normalized || !password) return { ok: false, reason: "missing" };
  const account = `account:${normalized}`;
  const ip = `ip:${clientIp}`;
  if ((await failures(account, false)) >= ACCOUNT_MAX || (await failures(ip, false)) >= IP_MAX)
    return { ok: false, reason: "tooMany" };
  const auth = await getAuth();
  const response = await auth.api.signInEmail({
    body: { email: normalized, password },
    headers: request.headers,
    asResponse: true,
  });
  if (response.ok) {
    const body = (await response
      .clone()
      .json()
      .catch(() => ({}))) as { twoFactorRedirect?: boolean };
    return { ok: body.twoFactorRedirect ? "totp" : true, cookies: response.headers.getSetCookie() };
  }
  if (response.status === 429) return { ok: false, reason: "tooMany" };
  if (response.status === 401 || response.status === 400 || response.status === 403) {
    await failures(account, true);
    await failures(ip, true);
    return { ok: false, reason: "invalid" };
  }
  return { ok: false, reason: "failed" };
}

/** Second step of a sign-in with TOTP: a 6-digit code from the app, or a backup code. */
export async function verifySecondFactor(
  request: Request,
  code: string,
  clientIp: string,
): Promise<SignInOutcome> {
  const ip = `ip:${clientIp}`;
  if ((await failures(ip, false)) >= IP_MAX) return { ok: false, reason: "tooMany" };
  const auth = await getAuth();
  const trimmed = code.replace(/\s/g, "");
  const response = /^\d{6}$/.test(trimmed)
    ? await auth.api.verifyTOTP({
        body: { code: trimmed },
        headers: request.headers,
        asResponse: true,
      })
    : await auth.api.verifyBackupCode({
        body: { code: code.trim() },
        headers: request.headers,
        asResponse: true,
      });
  if (response.ok) return { ok: true, cookies: response.headers.getSetCookie() };
  await failures(ip, true);
  return { ok: false, reason: response.status === 429 ? "tooMany" : "badCode" };
}
