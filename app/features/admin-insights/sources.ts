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

/** Domains of networks the team knows by name; any other site is shown by its domain. */
const NAMED_SITES: ReadonlyArray<[RegExp, string]> = [
  [/(^|\.)(wa\.me|whatsapp\.com|whatsapp\.net)$/, "WhatsApp"],
  [/(^|\.)(facebook\.com|fb\.com|fb\.me|messenger\.com)$/, "Facebook"],
  [/(^|\.)instagram\.com$/, "Instagram"],
  [/(^|\.)(linkedin\.com|lnkd\.in)$/, "LinkedIn"],
  [/(^|\.)(t\.co|twitter\.com|x\.com)$/, "X (Twitter)"],
  [/(^|\.)(tiktok\.com)$/, "TikTok"],
  [/(^|\.)(youtube\.com|youtu\.be)$/, "YouTube"],
  [/(^|\.)google(\.[a-z]{2,3}){1,2}$/, "Google"],
  [/(^|\.)bing\.com$/, "Bing"],
];

/** The name of a site from a hostname or a bare word such as utm_source=facebook. */
export function siteName(host: string): string {
  const clean = host
    .trim()
    .toLowerCase()
    .replace(/^www\./, "");
  const named = NAMED_SITES.find(
    ([pattern, name]) => pattern.test(clean) || name.toLowerCase() === clean,
  );
  return named ? named[1] : clean;
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
