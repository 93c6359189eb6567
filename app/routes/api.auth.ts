import type { Route } from "./+types/api.auth";
import { getAuth } from "~/features/auth/session.server";

/** better-auth's HTTP endpoints (/api/auth/*): sign-in, sign-out, session, password reset, 2FA. */
export async function loader({ request }: Route.LoaderArgs) {
  return (await getAuth()).handler(request);
}

export async function action({ request }: Route.ActionArgs) {
  return (await getAuth()).handler(request);
}
