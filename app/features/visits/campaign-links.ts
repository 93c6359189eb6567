/**
 * Campaign links (docs/product/visits.md#campaign-links): a short address printed on a flyer or
 * posted on WhatsApp, `/go/flyer-marche`, that sends its readers to a page with the campaign's
 * tags, so the visits, requests and devis it brings are counted under the campaign.
 */
import { PUBLIC_PAGES, type PublicPage } from "~/content/public-pages";
import type { Locale } from "~/i18n/locale";

/** Lower-case letters, digits and single hyphens: what survives being typed from paper. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_MAX = 40;

/** Where a campaign's readers come from, as the visits report will name them. */
export const LINK_SOURCES = [
  "whatsapp",
  "facebook",
  "instagram",
  "tiktok",
  "linkedin",
  "google",
  "youtube",
  "flyer",
  "poster",
  "sms",
  "email",
  "radio",
] as const;
export type LinkSource = (typeof LINK_SOURCES)[number];

export interface CampaignLink {
  id: string;
  slug: string;
  page: PublicPage;
  locale: Locale;
  source: string;
  campaign: string;
  createdAt: string;
}

/** The page and language a stored target names ("/quote?lng=en"), or null for anything else. */
export function readTarget(target: string): { page: PublicPage; locale: Locale } | null {
  const [path, query = ""] = target.split("?");
  const page = PUBLIC_PAGES.find((p) => p === path);
  if (!page || (query && query !== "lng=en")) return null;
  return { page, locale: query ? "en" : "fr" };
}

export const targetOf = (page: PublicPage, locale: Locale) =>
  locale === "en" ? `${page}?lng=en` : page;

/** Where `/go/<slug>` sends its reader: the page, in its language, with the campaign's tags. */
export function landingOf(link: Pick<CampaignLink, "page" | "locale" | "source" | "campaign">) {
  const params = new URLSearchParams();
  if (link.locale === "en") params.set("lng", "en");
  params.set("utm_source", link.source);
  params.set("utm_medium", "campaign-link");
  params.set("utm_campaign", link.campaign);
  return `${link.page}?${params}`;
}
