import { getSessionCookie } from "better-auth/cookies";
import { isRobotAgent, perAgent } from "~/lib/robot-agent.server";
import { arrivalOf, countryOf, deviceClass } from "./classify";
import { whoOf, type PageView } from "./visit-log.server";

// The team's area, sign-in, programs' addresses and a client's devis are not the public site.
const NOT_PUBLIC = /^\/(admin|auth|api|devis|healthz)(\/|\.|$)|\.data$/i;
// A draft preview ("?apercu") is staff reading their own page.
const PREVIEW = "apercu";

/**
 * Robots, link previews (WhatsApp and Facebook fetch a page to draw its card), monitors and
 * scripts, as the `isbot` list knows them; a browser always sends a user agent, so an empty one
 * is a script too.
 */
export function isRobot(userAgent: string | null | undefined): boolean {
  return !userAgent?.trim() || isRobotAgent(userAgent);
}

/** A user agent's device class, remembered like its robot check. */
const deviceOf = perAgent(deviceClass);

/**
 * The page view a request counts as, or null when it is none: only a public page answered in
 * full to a person's browser. Robots and link previews, signed-in staff, a prefetch or a
 * prerender the reader may never look at, a HEAD, an error, a redirect and anything that is not
 * a page are left out.
 */
export function pageViewOf(
  request: Request,
  response: Response,
  { address, ownHost, now = new Date() }: { address: string; ownHost: string; now?: Date },
): PageView | null {
  if (request.method !== "GET" || response.status !== 200) return null;
  if (!(response.headers.get("content-type") ?? "").startsWith("text/html")) return null;
  const url = new URL(request.url);
  if (NOT_PUBLIC.test(url.pathname) || url.searchParams.has(PREVIEW)) return null;
  const headers = request.headers;
  const purpose = `${headers.get("sec-purpose") ?? ""} ${headers.get("purpose") ?? ""}`;
  if (/prefetch|prerender/i.test(purpose)) return null;
  const userAgent = headers.get("user-agent");
  if (isRobot(userAgent) || getSessionCookie(request)) return null;
  const at = now.toISOString();
  const { arrival, source, campaign } = arrivalOf(url, headers.get("referer"), [
    ownHost,
    url.hostname,
  ]);
  return {
    at,
    // Lomé keeps UTC all year: its day is the UTC date.
    day: at.slice(0, 10),
    path: url.pathname.slice(0, 200),
    locale: url.searchParams.get("lng") === "en" ? "en" : "fr",
    arrival: arrival ? 1 : 0,
    source,
    campaign,
    device: deviceOf(userAgent),
    country: countryOf(headers),
    who: whoOf(address, userAgent ?? ""),
  };
}
