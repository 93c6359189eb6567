import type { Route } from "./+types/api.auth";
import { getAuth } from "~/features/auth/index.server";

/**
 * better-auth publishes dozens of endpoints (update-user, change-password, two-factor/enable, the
 * admin plugin's…); called directly they would bypass the site's account rules, its limits on
 * names and pictures, its input boundary and its change log. Every sign-in, reset and account
 * change goes through the site's own forms, which call better-auth from the server; over HTTP
 * only what the pages themselves fetch stays open: the admin's session refresh.
 */
const OPEN_OVER_HTTP = new Set(["/api/auth/get-session"]);
const notFound = () => Response.json({ code: "NOT_FOUND" }, { status: 404 });

export async function loader({ request }: Route.LoaderArgs) {
  if (!OPEN_OVER_HTTP.has(new URL(request.url).pathname)) return notFound();
  return (await getAuth()).handler(request);
}

/** No endpoint that changes anything is open over HTTP (see above). */
export function action() {
  return notFound();
}
