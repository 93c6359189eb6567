import type { Route } from "./+types/api.auth";
import { getAuth } from "~/features/auth/index.server";
import { cleanText } from "~/lib/clean-text";
import { tooDeep } from "~/lib/json-depth";

/**
 * The admin plugin's own endpoints (set a role, create a user, impersonate…) would bypass the
 * site's account rules and its change log: accounts change only through /admin/accounts, which
 * calls the plugin from the server. Closed over HTTP, with impersonation with them.
 */
const CLOSED = /^\/api\/auth\/admin(\/|$)/;
const notFound = () => Response.json({ code: "NOT_FOUND" }, { status: 404 });

/** better-auth's HTTP endpoints (/api/auth/*): sign-in, sign-out, session, password reset, 2FA. */
export async function loader({ request }: Route.LoaderArgs) {
  if (CLOSED.test(new URL(request.url).pathname)) return notFound();
  return (await getAuth()).handler(request);
}

export async function action({ request }: Route.ActionArgs) {
  if (CLOSED.test(new URL(request.url).pathname)) return notFound();
  // The input boundary for better-auth's JSON bodies: it would look a NUL-bearing token up in
  // the database as is (PostgreSQL refuses it: a 500). Refused here, on both databases alike.
  const problem = await bodyProblem(request);
  if (problem === "deep")
    return Response.json(
      { code: "INVALID_BODY", message: "The request body is nested too deeply." },
      { status: 400 },
    );
  if (problem === "control")
    return Response.json(
      { code: "INVALID_TEXT", message: "Control characters are not accepted." },
      { status: 400 },
    );
  return (await getAuth()).handler(request);
}

async function bodyProblem(request: Request): Promise<"deep" | "control" | null> {
  const type = request.headers.get("content-type") ?? "";
  let body: unknown;
  try {
    if (type.includes("json")) body = await request.clone().json();
    else if (type.includes("form")) body = [...(await request.clone().formData()).entries()];
    else return null;
  } catch {
    return null; // better-auth answers a malformed body itself, with a 4xx
  }
  if (tooDeep(body)) return "deep";
  // Without recursion: the depth is bounded above, but a wide body must not cost a deep stack.
  const stack: unknown[] = [body];
  while (stack.length) {
    const value = stack.pop();
    if (typeof value === "string") {
      if (cleanText(value) !== value) return "control";
    } else if (value !== null && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) stack.push(key, child);
    }
  }
  return null;
}
