import { href, redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { parseAdminForm } from "~/features/forms/index.server";
import { signOutForm } from "./sign-out.server";
import { requireSameOrigin, getAuth } from "~/features/auth/index.server";

/** 'Se déconnecter' ends this session; 'Se déconnecter partout' ends every session of the user. */
export async function action({ request }: Route.ActionArgs) {
  await requireSameOrigin(request);
  const auth = await getAuth();
  // Leaving always works: a form the schema refuses signs out this session only.
  const form = await parseAdminForm(request, signOutForm);
  const scope = form.ok ? form.data.scope : "here";
  const headers = new Headers();
  const session = await auth.api.getSession({ headers: request.headers });
  if (session && scope === "everywhere") {
    await auth.api.revokeSessions({ headers: request.headers });
  }
  const response = await auth.api.signOut({ headers: request.headers, asResponse: true });
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return redirect(href("/auth/login"), { headers });
}

export function loader() {
  return redirect(href("/admin"));
}
