import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { requireSameOrigin } from "~/features/auth/guards.server";
import { getAuth } from "~/features/auth/session.server";

/** 'Se déconnecter' ends this session; 'Se déconnecter partout' ends every session of the user. */
export async function action({ request }: Route.ActionArgs) {
  await requireSameOrigin(request);
  const auth = await getAuth();
  const form = await request.formData();
  const headers = new Headers();
  const session = await auth.api.getSession({ headers: request.headers });
  if (session && form.get("scope") === "everywhere") {
    await auth.api.revokeSessions({ headers: request.headers });
  }
  const response = await auth.api.signOut({ headers: request.headers, asResponse: true });
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return redirect("/auth/login", { headers });
}

export function loader() {
  return redirect("/admin");
}
