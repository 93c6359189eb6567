import { authAnswer } from "./api-answer.server";
import { getAuth } from "./session.server";

export type SignInOutcome =
  | { ok: true; cookies: string[] }
  /** Password right, second factor on: the code step comes next (its cookie identifies the attempt). */
  | { ok: "totp"; cookies: string[] }
  | { ok: false; reason: "missing" | "invalid" | "tooMany" | "failed" | "badCode" };

/**
 * E-mail + password sign-in through better-auth. The answer never says whether an account
 * exists. Attempts are limited per client address and slowed down per account by the limiter
 * that guards every secret-checking path (auth.server.ts hooks, secret-limiter.server.ts).
 */
export async function signIn(
  request: Request,
  email: string,
  password: string,
): Promise<SignInOutcome> {
  const normalized = email.trim().toLowerCase();
  if (!normalized || !password) return { ok: false, reason: "missing" };
  const auth = await getAuth();
  const response = await authAnswer(
    auth.api.signInEmail({
      body: { email: normalized, password },
      headers: request.headers,
      asResponse: true,
    }),
  );
  if (response.ok) {
    const body = (await response
      .clone()
      .json()
      .catch(() => ({}))) as { twoFactorRedirect?: boolean };
    return { ok: body.twoFactorRedirect ? "totp" : true, cookies: response.headers.getSetCookie() };
  }
  return { ok: false, reason: failureReason(response.status, "invalid") };
}

/** Second step of a sign-in with TOTP: a 6-digit code from the app, or a backup code. */
export async function verifySecondFactor(request: Request, code: string): Promise<SignInOutcome> {
  const auth = await getAuth();
  const trimmed = code.replace(/\s/g, "");
  const response = await authAnswer(
    /^\d{6}$/.test(trimmed)
      ? auth.api.verifyTOTP({ body: { code: trimmed }, headers: request.headers, asResponse: true })
      : auth.api.verifyBackupCode({
          body: { code: code.trim() },
          headers: request.headers,
          asResponse: true,
        }),
  );
  if (response.ok) return { ok: true, cookies: response.headers.getSetCookie() };
  return { ok: false, reason: failureReason(response.status, "badCode") };
}

function failureReason(status: number, wrong: "invalid" | "badCode") {
  if (status === 429) return "tooMany" as const;
  if (status === 400 || status === 401 || status === 403) return wrong;
  return "failed" as const;
}
