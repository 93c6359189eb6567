import { SOURCE_NAMES, sourceOfHost } from "~/features/visits";

/**
 * Where a lead came from, in three kinds the team can act on (docs/product/screens.md#dashboard):
 * a campaign it tagged (utm_campaign), a site or app that linked to us (the referrer's domain, or
 * utm_source when a tagged link carried no referrer), or nothing at all: "direct" (typed address,
 * bookmark, a link opened from an app that sends no referrer).
 */
export type SourceKind = "direct" | "site" | "campaign";

export interface Source {
  kind: SourceKind;
  /** The campaign's name, or the site's name or domain; empty for "direct". */
  label: string;
}

/**
 * The name of a site from a hostname or a bare word such as utm_source=facebook: the networks
 * the team knows by name are those the visits count (features/visits), any other by its domain.
 */
export function siteName(host: string): string {
  const source = sourceOfHost(host);
  return source.startsWith("site:")
    ? source.slice(5)
    : SOURCE_NAMES[source as keyof typeof SOURCE_NAMES];
}

function referrerHost(referrer: string): string {
  try {
    // android-app://com.google.android.gm/ and the like also have a host: the app's package.
    return new URL(referrer).hostname;
  } catch {
    // The referrer comes from a cookie the visitor can forge: an unreadable one is still shown.
    return referrer.slice(0, 60);
  }
}

export function classifySource(lead: {
  referrer: string | null;
  utm_source: string | null;
  utm_campaign: string | null;
}): Source {
  const campaign = lead.utm_campaign?.trim();
  if (campaign) return { kind: "campaign", label: campaign.slice(0, 60) };
  const referrer = lead.referrer?.trim();
  if (referrer) return { kind: "site", label: siteName(referrerHost(referrer)) };
  const tagged = lead.utm_source?.trim();
  if (tagged) return { kind: "site", label: siteName(tagged.slice(0, 60)) };
  return { kind: "direct", label: "" };
}
