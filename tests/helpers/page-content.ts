/**
 * What a new install's public pages show, page by page and language: each edited page's seed
 * shown beside its frame (with the initial key figures and prices), and the pages kept in code.
 * Tests compare what they read on a page with it.
 */
import { galleriesContent, legalContent, privacyContent, type SiteContent } from "~/content";
import { DEFAULT_PRICE_SECTIONS } from "~/content/pricing";
import { DEFAULT_FACTS, type SiteFacts } from "~/content/site-facts";
import { initialDocument, projectPage } from "~/features/pages/index.server";
import type { Locale } from "~/i18n/locale";

const EDITED = ["home", "about", "services", "products", "contact", "quote"] as const;

export function shownSite(locale: Locale, facts: SiteFacts = DEFAULT_FACTS): SiteContent {
  const sources = {
    figures: initialDocument("figures"),
    media: new Map(),
    prices: DEFAULT_PRICE_SECTIONS,
    facts,
  };
  const edited = EDITED.map((p) => [p, projectPage(p, locale, initialDocument(p), sources)]);
  return {
    ...Object.fromEntries(edited),
    galleries: galleriesContent(locale, facts),
    legal: legalContent(locale, facts),
    privacy: privacyContent(locale, facts),
  } as SiteContent;
}

export const siteContent: Record<Locale, SiteContent> = {
  fr: shownSite("fr"),
  en: shownSite("en"),
};
