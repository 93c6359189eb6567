import { redirect } from "react-router";
import { documentUrl } from "~/lib/document-url";
import { getRuntime } from "~/runtime/runtime.server";
import { createAuth, type Auth } from "./auth.server";

let auth: Auth | undefined;

/** The process's better-auth instance, created once the runtime (config, database) is up. */
export async function getAuth(): Promise<Auth> {
  if (!auth) auth = createAuth(await getRuntime());
  return auth;
}

export async function getSessionUser(request: Request) {
  const session = await (await getAuth()).api.getSession({ headers: request.headers });
  return session?.user ?? null;
}

/**
 * Guard for every private loader and action: no session means a redirect to the login screen,
 * remembering the page (path and query only, so it can never point off-site).
 */
export async function requireUser(request: Request) {
  const user = await getSessionUser(request);
  if (!user) {
    const url = documentUrl(request);
    throw redirect(`/auth/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return user;
}
