/**
 * Query parameters a link carries for whoever counts visits, never for the page: campaign tags
 * (`utm_*`, recorded with the visit's origin for leads, features/leads/attribution.server.ts) and
 * the click identifiers Google and Facebook append to links. A page never reads or repeats them,
 * so every tagged link to a page is served the one cached copy of it (server/page-cache-policy.ts,
 * docs/decisions/017-page-cache.md, "Campaign links").
 */
export const CAMPAIGN_TAGS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;

const CLICK_IDS = ["gclid", "fbclid"] as const;
const TRACKING_PARAMS: ReadonlySet<string> = new Set([...CAMPAIGN_TAGS, ...CLICK_IDS]);

export function isTrackingParam(name: string): boolean {
  return TRACKING_PARAMS.has(name);
}

/** A query string (`?a=1&utm_source=x`, or empty) without its tracking parameters. */
export function withoutTrackingParams(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of TRACKING_PARAMS) params.delete(name);
  const query = params.toString();
  return query ? `?${query}` : "";
}
