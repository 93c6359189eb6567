import { SITE_ORIGIN } from "./forms";

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
    body: new URLSearchParams({ email, password, redirectTo: "/admin" }),
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
