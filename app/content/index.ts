/**
 * Typed marketing content by page and language, built from the site's facts (identity, prices).
 * Call these in route loaders (server side) and return the page's content: that way only the current page, in the current language, reaches
 * the browser instead of every module.
 */
import type { Locale } from "~/i18n/locale";
import enAbout from "./en/about";
import enContact from "./en/contact";
import enGalleries from "./en/galleries";
import enHome from "./en/home";
import enLegal from "./en/legal";
import enPrivacy from "./en/privacy";
import enProducts from "./en/products";
import enQuote from "./en/quote";
import enServices from "./en/services";
import frAbout from "./fr/about";
import frContact from "./fr/contact";
import frGalleries from "./fr/galleries";
import frHome from "./fr/home";
import frLegal from "./fr/legal";
import frPrivacy from "./fr/privacy";
import frProducts from "./fr/products";
import frQuote from "./fr/quote";
import frServices from "./fr/services";
import { DEFAULT_FACTS, type SiteFacts } from "./site-facts";
import type { GalleriesContent, LegalPageContent, SiteFrames } from "./types";

export type * from "./types";

type Builders = { [P in keyof SiteFrames]: (facts: SiteFacts) => SiteFrames[P] };

const builders: Record<Locale, Builders> = {
  fr: {
    home: frHome,
    about: frAbout,
    products: frProducts,
    services: frServices,
    galleries: frGalleries,
    contact: frContact,
    quote: frQuote,
    legal: frLegal,
    privacy: frPrivacy,
  },
  en: {
    home: enHome,
    about: enAbout,
    products: enProducts,
    services: enServices,
    galleries: enGalleries,
    contact: enContact,
    quote: enQuote,
    legal: enLegal,
    privacy: enPrivacy,
  },
};

export type PageKey = keyof SiteFrames;

// Built once per page, language and facts: the facts object is replaced when the company edits
// its identity or prices, which drops the old pages with it.
const built = new WeakMap<SiteFacts, Map<string, unknown>>();

/**
 * What the code holds of one page in one language, built from the current facts: a whole page
 * (galleries, legal, privacy), or the frame of a page the company edits (app/content/pages/).
 */
export function pageFrame<P extends PageKey>(
  locale: Locale,
  page: P,
  facts: SiteFacts = DEFAULT_FACTS,
): SiteFrames[P] {
  let pages = built.get(facts);
  if (!pages) built.set(facts, (pages = new Map()));
  const key = `${locale}:${page}`;
  if (!pages.has(key)) pages.set(key, builders[locale][page](facts));
  return pages.get(key) as SiteFrames[P];
}

export const galleriesContent = (locale: Locale, facts?: SiteFacts): GalleriesContent =>
  pageFrame(locale, "galleries", facts);

export const legalContent = (locale: Locale, facts?: SiteFacts): LegalPageContent =>
  pageFrame(locale, "legal", facts);
export const privacyContent = (locale: Locale, facts?: SiteFacts): LegalPageContent =>
  pageFrame(locale, "privacy", facts);

export { fillTemplate } from "~/i18n/template";
