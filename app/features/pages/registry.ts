/**
 * The pages the company edits in the admin (Pages), each described once by its fields and its
 * seed (app/content/pages/). The order is the admin's menu order.
 */
import type { Fields, PageDocument, Words } from "~/content/fields";
import { l } from "~/content/fields";
import { aboutFields, aboutSeed } from "~/content/pages/about";
import { contactFields, contactSeed } from "~/content/pages/contact";
import { figuresFields, figuresSeed } from "~/content/pages/figures";
import { homeFields, homeSeed } from "~/content/pages/home";
import { productsFields, productsSeed } from "~/content/pages/products";
import { quoteFields, quoteSeed } from "~/content/pages/quote";
import { servicesFields, servicesSeed } from "~/content/pages/services";
import type { PublicPage } from "~/content/public-pages";

export const PAGE_KEYS = [
  "home",
  "about",
  "services",
  "products",
  "contact",
  "quote",
  "figures",
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

export interface PageSchema {
  key: PageKey;
  label: Words;
  /** The public address that shows it (null: shown by several pages) */
  path: PublicPage | null;
  fields: Fields;
  /** Its content on a new install, in both languages (not to mutate) */
  seed: PageDocument;
}

const page = <F extends Fields>(
  key: PageKey,
  label: Words,
  path: PublicPage | null,
  fields: F,
  seed: object,
): PageSchema => ({ key, label, path, fields, seed: seed as PageDocument });

export const PAGES: Record<PageKey, PageSchema> = {
  home: page("home", l("Accueil", "Home"), "/", homeFields, homeSeed),
  about: page("about", l("À propos", "About"), "/a-propos", aboutFields, aboutSeed),
  services: page("services", l("Services", "Services"), "/services", servicesFields, servicesSeed),
  products: page("products", l("Produits", "Products"), "/produits", productsFields, productsSeed),
  contact: page("contact", l("Contact", "Contact"), "/contact", contactFields, contactSeed),
  quote: page("quote", l("Devis", "Quote"), "/quote", quoteFields, quoteSeed),
  figures: page("figures", l("Chiffres clés", "Key figures"), null, figuresFields, figuresSeed),
};

export const isPageKey = (value: string): value is PageKey =>
  (PAGE_KEYS as readonly string[]).includes(value);
