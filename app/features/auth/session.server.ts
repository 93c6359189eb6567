import { href, redirect } from "react-router";
import { documentUrl } from "~/lib/document-url";
import { getSiteData } from "~/features/company/index.server";
import { getRuntime } from "~/runtime/runtime.server";
import { createAuth, type Auth } from "./auth.server";

let auth: Promise<Auth> | undefined;

/**
 * The process's better-auth instance, created once the runtime (config, database) is up, with
 * the company's name of that moment (see createAuth). A failed start is not kept: the next
 * request tries again.
 */
export function getAuth(): Promise<Auth> {
  auth ??= (async () => {
    const runtime = await getRuntime();
    const { company } = await getSiteData(runtime.database);
    return createAuth(runtime, company.name);
  })().catch((error: unknown) => {
    auth = undefined;
    throw error;
  });
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
    throw redirect(
      `${href("/auth/login")}?redirectTo=${encodeURIComponent(url.pathname + url.search)}`,
    );
  }
  return user;
}
