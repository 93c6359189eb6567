import { remembered } from "~/lib/remembered";

/**
 * How a page request is counted (docs/product/visits.md): what kind of device asked, and where
 * the visit came from, in the groups the team recognises. Pure functions of the request's own headers and address: nothing about
 * the visitor is kept beyond what they return.
 */

/** Where visits come from, as the team names them; any other site is kept by its name. */
export const KNOWN_SOURCES = [
  "google",
  "facebook",
  "whatsapp",
  "instagram",
  "linkedin",
  "tiktok",
  "youtube",
  "x",
  "bing",
  "direct",
] as const;
export type KnownSource = (typeof KNOWN_SOURCES)[number];
/** A known source, or another site's host ("jumia.tg"). */
export type VisitSource = KnownSource | `site:${string}`;
export type DeviceClass = "phone" | "tablet" | "desktop";

export function deviceClass(userAgent: string | null | undefined): DeviceClass {
  const ua = userAgent ?? "";
  // Android tablets leave "Mobile" out of their agent; iPads and Kindles name themselves.
  const androidTablet = /android/i.test(ua) && !/mobile/i.test(ua);
  if (androidTablet || /ipad|tablet|kindle|silk\/|playbook/i.test(ua)) return "tablet";
  if (/mobi|iphone|ipod|android|windows phone|opera mini|kaios|blackberry/i.test(ua))
    return "phone";
  return "desktop";
}

// Each group by the hosts (and Android apps) that send its visitors.
const GROUPS: Array<[KnownSource, RegExp]> = [
  ["google", /(^|\.)google\.[a-z.]+$|^com\.google\.android\.(googlequicksearchbox|gm)$/],
  ["facebook", /(^|\.)(facebook\.com|fb\.com|fb\.me|messenger\.com)$|^com\.facebook\./],
  ["whatsapp", /(^|\.)(whatsapp\.com|whatsapp\.net|wa\.me)$|^com\.whatsapp(\.w4b)?$/],
  ["instagram", /(^|\.)instagram\.com$|^com\.instagram\./],
  ["linkedin", /(^|\.)(linkedin\.com|lnkd\.in)$|^com\.linkedin\./],
  ["tiktok", /(^|\.)(tiktok\.com|tiktokv\.com)$|^com\.(zhiliaoapp\.musically|ss\.android\.ugc)/],
  ["youtube", /(^|\.)(youtube\.com|youtu\.be)$|^com\.google\.android\.youtube$/],
  ["x", /(^|\.)(t\.co|twitter\.com|x\.com)$|^com\.twitter\.android$/],
  ["bing", /(^|\.)bing\.com$/],
];

/** The networks' own names, the same in every language ("direct" has words of its own). */
export const SOURCE_NAMES: Record<Exclude<KnownSource, "direct">, string> = {
  google: "Google",
  facebook: "Facebook",
  whatsapp: "WhatsApp",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  tiktok: "TikTok",
  youtube: "YouTube",
  x: "X (Twitter)",
  bing: "Bing",
};
// Campaign tags as people type them ("FB", "Facebook", "whatsapp-status").
const TAGS: Array<[KnownSource, RegExp]> = [
  ["google", /^(google|adwords|gads)/],
  ["facebook", /^(facebook|fb)/],
  ["whatsapp", /^(whatsapp|wa)\b/],
  ["instagram", /^(instagram|ig)\b/],
  ["linkedin", /^linkedin/],
  ["tiktok", /^tiktok/],
];

/**
 * A host, an Android app's package or a typed tag ("facebook"), by the network it belongs to;
 * any other by its own name.
 */
export function sourceOfHost(host: string): VisitSource {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^www\./, "");
  const known = GROUPS.find(([source, hosts]) => hosts.test(name) || source === name)?.[0];
  return known ?? `site:${name}`;
}

const readable = (value: string | null, max: number) => {
  const cleaned = value
    ?.normalize("NFC")
    .replace(/[^\p{L}\p{N} ._-]+/gu, "")
    .trim()
    .toLowerCase()
    .slice(0, max);
  return cleaned || null;
};

/** Where a page view came from: an arrival (from elsewhere, or typed), or a page of this site. */
export type Arrival =
  | { arrival: true; source: VisitSource; campaign: string | null }
  | { arrival: false; source: null; campaign: null };

/**
 * Campaign tags win (a flyer's link says what it is), then the ad click ids, then the referring
 * site; no referrer at all is a direct visit (typed, a bookmark, or an app that sends none, as
 * WhatsApp often does: hence the tagged links the admin makes). A referrer from this site is
 * a page of the same visit, not an arrival.
 */
export function arrivalOf(
  url: URL,
  referer: string | null | undefined,
  ownHosts: string[],
): Arrival {
  // Most pages have no query: their parameters are not even parsed.
  const params = url.search ? url.searchParams : undefined;
  const campaign = readable(params?.get("utm_campaign") ?? null, 80);
  const tag = readable(params?.get("utm_source") ?? null, 60);
  if (tag) {
    const known = TAGS.find(([, pattern]) => pattern.test(tag))?.[0];
    return { arrival: true, source: known ?? `site:${tag}`, campaign };
  }
  if (params?.has("gclid")) return { arrival: true, source: "google", campaign };
  if (params?.has("fbclid")) return { arrival: true, source: "facebook", campaign };
  const host = refererHost(referer ?? "");
  if (!host) return { arrival: true, source: "direct", campaign };
  if (ownHosts.includes(host))
    return campaign
      ? { arrival: true, source: "direct", campaign }
      : { arrival: false, source: null, campaign: null };
  return { arrival: true, source: sourceOfHost(host), campaign };
}

/**
 * A referrer's host in lower case, or "" when there is none to read. Android apps send
 * "android-app://com.whatsapp/". Remembered, as a busy day's views come from a few referrers.
 */
const refererHost = remembered((referer: string) => {
  let from: URL | undefined;
  try {
    from = referer ? new URL(referer) : undefined;
  } catch {
    return "";
  }
  return ((from?.protocol === "android-app:" ? from.host : from?.hostname) ?? "").toLowerCase();
});

/** The headers in which a proxy in front of the site (Cloudflare, CloudFront, Vercel) names a country. */
export const COUNTRY_HEADERS = ["cf-ipcountry", "cloudfront-viewer-country", "x-vercel-ip-country"];

/** The visitor's country as a proxy in front of the site states it; `header` reads one by name. */
export function countryOf(header: (name: string) => string | null | undefined): string | null {
  for (const name of COUNTRY_HEADERS) {
    const value = header(name)?.trim().toUpperCase();
    // "XX" and "T1" are Cloudflare's unknown and Tor.
    if (value && /^[A-Z]{2}$/.test(value) && value !== "XX") return value;
  }
  return null;
}
