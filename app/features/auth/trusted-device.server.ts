import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A "trusted device" cookie, given to a browser once it has signed in to an account. Sign-in
 * attempts that carry it are not slowed down by failures elsewhere on that account, so an
 * attacker guessing an account's password cannot lock its owner out (the owner's usual browser
 * still gets in). It proves nothing by itself: the password (and second factor) are still checked.
 */
export const TRUSTED_DEVICE_COOKIE = "trusted_device";
const LIFETIME_S = 180 * 24 * 3600;

function signature(secret: string, account: string, expires: number): string {
  return createHmac("sha256", secret)
    .update(`trusted-device\n${account.trim().toLowerCase()}\n${expires}`)
    .digest("base64url");
}

export function trustedDeviceCookie(
  secret: string,
  account: string,
  { secure }: { secure: boolean },
): string {
  const expires = Math.floor(Date.now() / 1000) + LIFETIME_S;
  const value = `${expires}.${signature(secret, account, expires)}`;
  return `${TRUSTED_DEVICE_COOKIE}=${value}; Path=/; Max-Age=${LIFETIME_S}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function isTrustedDevice(
  secret: string,
  cookieHeader: string | null | undefined,
  account: string,
): boolean {
  const raw = cookieHeader
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${TRUSTED_DEVICE_COOKIE}=`))
    ?.slice(TRUSTED_DEVICE_COOKIE.length + 1);
  const match = raw && /^(\d{1,12})\.([\w-]{43})$/.exec(raw);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 < Date.now()) return false;
  const expected = Buffer.from(signature(secret, account, expires));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
