import { getRuntime } from "~/runtime/runtime.server";

/**
 * Whether a POST comes from this site's own pages: no Origin (not a browser), or this site's (the
 * address asked, or the public one behind a proxy). React Router checks the Origin of page
 * actions, not of resource routes: without this, any site could make its visitors' browsers send
 * leads (and their e-mails) here.
 */
export async function fromThisSite(request: Request): Promise<boolean> {
  const origin = request.headers.get("origin");
  if (!origin) return true;
  const { config } = await getRuntime();
  return [new URL(request.url).origin, new URL(config.PUBLIC_URL).origin].includes(origin);
}
