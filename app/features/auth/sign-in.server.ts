import { sql } from "kysely";
import { nowIso } from "~/db/db.server";
import { getRuntime } from "~/server/runtime.server";
import { getAuth } from "./session.server";

export type SignInOutcome = { ok: true; cookies: string[] } | { ok: false; reason: "missing" | "invalid" | "tooMany" | "failed" };

/** Failed sign-ins allowed per account in 15 minutes (better-auth also limits per IP). */
const ACCOUNT_LIMIT = { max: 5, windowMs: 15 * 60_000 };

async function accountFailures(email: string, add: boolean): Promise<number> {
  const { database } = await getRuntime();
  const windowStart = new Date(Math.floor(Date.now() / ACCOUNT_LIMIT.windowMs) * ACCOUNT_LIMIT.windowMs);
  const key = `signin:${email}:${windowStart.getTime()}`;
  if (add) {
    await database.db
      .insertInto("rate_limits")
      .values({ key, count: 1, window_start: nowIso(windowStart) })
      .onConflict((oc) => oc.column("key").doUpdateSet({ count: sql`rate_limits.count + 1` }))
      .execute();
  }
  const row = await database.db.selectFrom("rate_limits").select("count").where("key", "=", key).executeTakeFirst();
  return row?.count ?? 0;
}

/**
 * E-mail + password sign-in through better-auth. The answer never says whether an account
 * exists; repeated failures on one account are refused for a while whatever the IP.
 */
export async function signIn(request: Request, email: string, password: string): Promise<SignInOutcome> {
  const normalized = email.trim().toLowerCase();
  if (!normalized || !password) return { ok: false, reason: "missing" };
  if ((await accountFailures(normalized, false)) >= ACCOUNT_LIMIT.max) return { ok: false, reason: "tooMany" };
  const auth = await getAuth();
  const response = await auth.api.signInEmail({ body: { email: normalized, password }, headers: request.headers, asResponse: true });
  if (response.ok) return { ok: true, cookies: response.headers.getSetCookie() };
  if (response.status === 429) return { ok: false, reason: "tooMany" };
  if (response.status === 401 || response.status === 400 || response.status === 403) {
    await accountFailures(normalized, true);
    return { ok: false, reason: "invalid" };
  }
  return { ok: false, reason: "failed" };
}
