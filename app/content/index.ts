/**
 * Typed marketing content by page and language. Call these in route loaders (server side) and
 * return the page's content: that way only the current page, in the current language, reaches
 * the browser instead of every module.
 */
import type { Locale } from "~/i18n/locale";
import enAbout from "./en/about";
import enContact from "./en/contact";
import enGalleries from "./en/galleries";
import enHome from "./en/home";
import enProducts from "./en/products";
import enQuote from "./en/quote";
import enServices from "./en/services";
import frAbout from "./fr/about";
import frContact from "./fr/contact";
import frGalleries from "./fr/galleries";
import frHome from "./fr/home";
import frProducts from "./fr/products";
import frQuote from "./fr/quote";
import frServices from "./fr/services";
import type {
  AboutContent,
  ContactContent,
  GalleriesContent,
  HomeContent,
  ProductsContent,
  QuoteContent,
  ServicesContent,
  SiteContent,
} from "./types";

export type * from "./types";

export const siteContent: Record<Locale, SiteContent> = {
  fr: {
    home: frHome,
    about: frAbout,
    products: frProducts,
    services: frServices,
    galleries: frGalleries,
    contact: frContact,
    quote: frQuote,
  },
  en: {
    home: enHome,
    about: enAbout,
    products: enProducts,
    services: enServices,
    galleries: enGalleries,
    contact: enContact,
    quote: enQuote,
  },
};

export type PageKey = keyof SiteContent;

export const homeContent = (locale: Locale): HomeContent => siteContent[locale].home;
export const aboutContent = (locale: Locale): AboutContent => siteContent[locale].about;
export const productsContent = (locale: Locale): ProductsContent => siteContent[locale].products;
export const servicesContent = (locale: Locale): ServicesContent => siteContent[locale].services;
export const galleriesContent = (locale: Locale): GalleriesContent => siteContent[locale].galleries;
export const contactContent = (locale: Locale): ContactContent => siteContent[locale].contact;
export const quoteContent = (locale: Locale): QuoteContent => siteContent[locale].quote;

export { fillTemplate } from "./template";
