import { SITE_ORIGIN } from "./forms";

/** Signs in through the real login form action and returns the session cookie header. */
export async function signInCookie(
  baseUrl: string,
  email: string,
  password: string,
): Promise<string> {
  const res = await fetch(`${baseUrl}/auth/login`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: SITE_ORIGIN, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password, redirectTo: "/admin" }),
  });
  if (res.status !== 302) throw new Error(`sign-in failed for ${email}: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
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
