import { readCookie } from "~/lib/cookies";
import { cleanLine, clipText } from "~/lib/clean-text";
import { CAMPAIGN_TAGS } from "~/lib/tracking-params";

/** Where a lead came from: first external referrer and campaign tags of the visit. */
export interface Attribution {
  referrer: string | null;
  landing: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
}

const COOKIE = "lead_src";
/** Query strings and the cookie are the visitor's to forge: clean, single-line, bounded. */
const clip = (v: string | null | undefined, max = 300) =>
  (v && clipText(cleanLine(v).trim(), max)) || null;

/**
 * First touch of a visit, as a cookie set when someone arrives with campaign tags or from another
 * site (a WhatsApp or Google link), so the quote they send three pages later still says where
 * they came from. Returns undefined when there is nothing to remember or it is already known.
 */
export function attributionCookie(request: Request, secure: boolean): string | undefined {
  if (request.method !== "GET" || readCookie(request.headers.get("cookie"), COOKIE))
    return undefined;
  const url = new URL(request.url);
  const referer = request.headers.get("referer");
  const external = referer && safeHost(referer) !== url.host ? referer : null;
  const tags = Object.fromEntries(
    CAMPAIGN_TAGS.map((k) => [k, clip(url.searchParams.get(k), 100)]),
  );
  if (!external && !CAMPAIGN_TAGS.some((k) => tags[k])) return undefined;
  const value: Attribution = {
    referrer: clip(external),
    landing: clip(url.pathname + url.search),
    ...(tags as Pick<Attribution, (typeof CAMPAIGN_TAGS)[number]>),
  };
  const encoded = Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${COOKIE}=${encoded}; Path=/; Max-Age=2592000; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;
}

export function readAttribution(request: Request): Attribution {
  const empty: Attribution = {
    referrer: null,
    landing: null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    utm_term: null,
    utm_content: null,
  };
  const raw = readCookie(request.headers.get("cookie"), COOKIE);
  if (!raw) return empty;
  try {
    const parsed = JSON.parse(
      Buffer.from(raw, "base64url").toString("utf8"),
    ) as Partial<Attribution>;
    return Object.fromEntries(
      Object.keys(empty).map((k) => [
        k,
        typeof parsed[k as keyof Attribution] === "string"
          ? clip(parsed[k as keyof Attribution], 300)
          : null,
      ]),
    ) as unknown as Attribution;
  } catch {
    return empty;
  }
}

function safeHost(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}
