import { getSessionCookie } from "better-auth/cookies";
import { isRobotAgent, perAgent } from "~/lib/robot-agent.server";
import { arrivalOf, COUNTRY_HEADERS, countryOf, deviceClass } from "./classify";
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
 * What the thread that answers pages keeps of a page it gave: plain strings, so that deciding
 * whether it was a visit, and by whom, is done by the visits' own thread (visit-counter.server.ts).
 */
export interface PageRequest {
  /** When it was answered, in milliseconds since 1970 */
  at: number;
  url: string;
  referer: string | null;
  userAgent: string | null;
  /** `Sec-Purpose` and `Purpose`, which name a prefetch or a prerender */
  purpose: string;
  /** The proxy headers that name a country, those present */
  countries: Record<string, string> | null;
  address: string;
}

/** A request's header by its lower-case name. */
export type HeaderOf = (name: string) => string | null | undefined;

/**
 * The first look, on the thread that answers pages: only a page given in full (a GET, a 200,
 * HTML) to someone who is not signed in. The staff's session cookie never leaves this thread.
 * `header` may read Node's own parse of the request, cheaper than a `Headers` object.
 */
export function pageRequestOf(
  request: Pick<Request, "method" | "url">,
  response: Response,
  {
    header,
    addressOf,
    now = Date.now(),
  }: { header: HeaderOf; addressOf: () => string; now?: number },
): PageRequest | null {
  if (request.method !== "GET" || response.status !== 200) return null;
  if (!(response.headers.get("content-type") ?? "").startsWith("text/html")) return null;
  const cookie = header("cookie");
  if (cookie && getSessionCookie(new Headers({ cookie }))) return null;
  let countries: Record<string, string> | null = null;
  for (const name of COUNTRY_HEADERS) {
    const value = header(name);
    if (value) (countries ??= {})[name] = value;
  }
  return {
    at: now,
    url: request.url,
    referer: header("referer") ?? null,
    userAgent: header("user-agent") ?? null,
    purpose: `${header("sec-purpose") ?? ""} ${header("purpose") ?? ""}`,
    countries,
    address: addressOf(),
  };
}

/**
 * The page view a page answered counts as, or null when it is none: robots and link previews, a
 * prefetch or a prerender the reader may never look at, and anything that is not the public site
 * are left out.
 */
export function pageViewOf(page: PageRequest, ownHost: string): PageView | null {
  const url = new URL(page.url);
  const params = url.search ? url.searchParams : undefined;
  if (NOT_PUBLIC.test(url.pathname) || params?.has(PREVIEW)) return null;
  if (/prefetch|prerender/i.test(page.purpose)) return null;
  if (isRobot(page.userAgent)) return null;
  const at = new Date(page.at).toISOString();
  const { arrival, source, campaign } = arrivalOf(url, page.referer, [ownHost, url.hostname]);
  return {
    at,
    // Lomé keeps UTC all year: its day is the UTC date.
    day: at.slice(0, 10),
    path: url.pathname.slice(0, 200),
    locale: params?.get("lng") === "en" ? "en" : "fr",
    arrival: arrival ? 1 : 0,
    source,
    campaign,
    device: deviceOf(page.userAgent),
    country: countryOf((name) => page.countries?.[name]),
    who: whoOf(page.address, page.userAgent ?? ""),
  };
}
