import { SITE_ORIGIN } from "./forms";
import { href } from "react-router";

/** Signs in through the real login form action and returns the session cookie header. */
export async function signInCookie(
  baseUrl: string,
  email: string,
  password: string,
): Promise<string> {
  return (await sessionCookies(baseUrl, { email, password }))
    .map((c) => `${c.name}=${c.value}`)
    .join("; ");
}

/** The cookies a browser keeps after signing in through the login form (session, device). */
export async function sessionCookies(
  baseUrl: string,
  { email, password }: { email: string; password: string },
): Promise<Array<{ name: string; value: string }>> {
  const res = await fetch(`${baseUrl}/auth/login`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: SITE_ORIGIN, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password, redirectTo: href("/admin") }),
  });
  if (res.status !== 302) throw new Error(`sign-in failed for ${email}: ${res.status}`);
  return res.headers.getSetCookie().map((c) => {
    const pair = c.split(";")[0]!;
    const at = pair.indexOf("=");
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
}

/** A POST from a signed-in browser on the site (Origin set as browsers do). */
export function adminPost(
  baseUrl: string,
  path: string,
  cookie: string,
  fields: Record<string, string>,
  origin = SITE_ORIGIN,
) {
  return fetch(`${baseUrl}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

/**
 * Enables the TOTP second factor from "my account"; returns the base32 secret and the session
 * cookie to use from then on (enabling it renews the session).
 */
export async function enableTotp(
  baseUrl: string,
  cookie: string,
  password: string,
  code: (secret: string) => string,
): Promise<{ secret: string; cookie: string }> {
  const started = await (
    await adminPost(baseUrl, href("/admin/account"), cookie, { intent: "2fa-start", password })
  ).text();
  const secret = /data-testid="totp-secret">([A-Z2-7]+)</.exec(started)?.[1];
  if (!secret) throw new Error("no TOTP secret on the page");
  const confirmed = await adminPost(baseUrl, href("/admin/account"), cookie, {
    intent: "2fa-confirm",
    code: code(secret),
  });
  if (confirmed.status !== 303) throw new Error(`2fa-confirm answered ${confirmed.status}`);
  return { secret, cookie: cookiesOf(confirmed) || cookie };
}

/** Signs in with password then TOTP code through the login form; returns the final response. */
export async function signInWithCode(
  baseUrl: string,
  email: string,
  password: string,
  code: () => string,
): Promise<{ status: number; cookie: string }> {
  const post = (fields: Record<string, string>, cookie = "") =>
    fetch(`${baseUrl}/auth/login`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: SITE_ORIGIN, cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
  const first = await post({ email, password });
  const second = await post({ code: code(), redirectTo: href("/admin") }, cookiesOf(first));
  return { status: second.status, cookie: cookiesOf(second) };
}

/** Uploads a picture to the media library as the editor does; returns the stored picture. */
export async function uploadPicture(
  baseUrl: string,
  cookie: string,
  picture: Buffer,
): Promise<{ status: number; url?: string; srcset?: string }> {
  const body = new FormData();
  body.append("file", new File([new Uint8Array(picture)], "photo.jpg", { type: "image/jpeg" }));
  const res = await fetch(`${baseUrl}/admin/media`, {
    method: "POST",
    headers: { cookie, origin: SITE_ORIGIN },
    body,
  });
  return { status: res.status, ...((await res.json()) as { url?: string; srcset?: string }) };
}
