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
import type {
  AboutContent,
  ContactContent,
  GalleriesContent,
  HomeContent,
  LegalPageContent,
  ProductsContent,
  QuoteContent,
  ServicesContent,
  SiteContent,
} from "./types";

export type * from "./types";

type Builders = { [P in keyof SiteContent]: (facts: SiteFacts) => SiteContent[P] };

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

export type PageKey = keyof SiteContent;

// Built once per page, language and facts: the facts object is replaced when the company edits
// its identity or prices, which drops the old pages with it.
const built = new WeakMap<SiteFacts, Map<string, unknown>>();

/** The content of one page in one language, built from the current facts. */
export function getPageContent<P extends PageKey>(
  locale: Locale,
  page: P,
  facts: SiteFacts = DEFAULT_FACTS,
): SiteContent[P] {
  let pages = built.get(facts);
  if (!pages) built.set(facts, (pages = new Map()));
  const key = `${locale}:${page}`;
  if (!pages.has(key)) pages.set(key, builders[locale][page](facts));
  return pages.get(key) as SiteContent[P];
}

/** Every page of one language, from the given facts. */
export function allPages(locale: Locale, facts: SiteFacts = DEFAULT_FACTS): SiteContent {
  const keys = Object.keys(builders[locale]) as PageKey[];
  return Object.fromEntries(keys.map((k) => [k, getPageContent(locale, k, facts)])) as SiteContent;
}

/** Every page from the initial facts: what a new install shows (tests compare against it). */
export const siteContent: Record<Locale, SiteContent> = { fr: allPages("fr"), en: allPages("en") };

export const homeContent = (locale: Locale, facts?: SiteFacts): HomeContent =>
  getPageContent(locale, "home", facts);
export const aboutContent = (locale: Locale, facts?: SiteFacts): AboutContent =>
  getPageContent(locale, "about", facts);
export const productsContent = (locale: Locale, facts?: SiteFacts): ProductsContent =>
  getPageContent(locale, "products", facts);
export const servicesContent = (locale: Locale, facts?: SiteFacts): ServicesContent =>
  getPageContent(locale, "services", facts);
export const galleriesContent = (locale: Locale, facts?: SiteFacts): GalleriesContent =>
  getPageContent(locale, "galleries", facts);
export const contactContent = (locale: Locale, facts?: SiteFacts): ContactContent =>
  getPageContent(locale, "contact", facts);
export const quoteContent = (locale: Locale, facts?: SiteFacts): QuoteContent =>
  getPageContent(locale, "quote", facts);

export const legalContent = (locale: Locale, facts?: SiteFacts): LegalPageContent =>
  getPageContent(locale, "legal", facts);
export const privacyContent = (locale: Locale, facts?: SiteFacts): LegalPageContent =>
  getPageContent(locale, "privacy", facts);

export { fillTemplate } from "~/i18n/template";
