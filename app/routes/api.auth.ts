import type { Route } from "./+types/api.auth";
import { getAuth } from "~/features/auth/session.server";
import { cleanText } from "~/lib/clean-text";

/** better-auth's HTTP endpoints (/api/auth/*): sign-in, sign-out, session, password reset, 2FA. */
export async function loader({ request }: Route.LoaderArgs) {
  return (await getAuth()).handler(request);
}

export async function action({ request }: Route.ActionArgs) {
  // The input boundary for better-auth's JSON bodies: it would look a NUL-bearing token up in
  // the database as is (PostgreSQL refuses it: a 500). Refused here, on both databases alike.
  if (await hasControlCharacters(request))
    return Response.json(
      { code: "INVALID_TEXT", message: "Control characters are not accepted." },
      { status: 400 },
    );
  return (await getAuth()).handler(request);
}

async function hasControlCharacters(request: Request): Promise<boolean> {
  const type = request.headers.get("content-type") ?? "";
  let body: unknown;
  try {
    if (type.includes("json")) body = await request.clone().json();
    else if (type.includes("form")) body = [...(await request.clone().formData()).entries()];
    else return false;
  } catch {
    return false; // better-auth answers a malformed body itself, with a 4xx
  }
  const dirty = (value: unknown): boolean =>
    typeof value === "string"
      ? cleanText(value) !== value
      : Array.isArray(value)
        ? value.some(dirty)
        : value !== null &&
          typeof value === "object" &&
          Object.entries(value).some(([key, v]) => dirty(key) || dirty(v));
  return dirty(body);
}
