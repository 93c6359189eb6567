/**
 * The pages the company edits in the admin (Pages), each described once by its fields
 * (fields.ts). The order is the admin's menu order.
 */
import type { PublicPage } from "~/content/public-pages";
import { group, l, paragraph, text, type Fields, type Words } from "./fields";
import { aboutFields } from "./schemas/about";
import { homeFields } from "./schemas/home";
import { contactFields, figuresFields, productsFields, quoteFields } from "./schemas/products";
import { servicesFields } from "./schemas/services";

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
}

/** Title and description for search results and shared links: every page has them. */
const meta = group(l("Référencement et partage", "Search results and sharing"), {
  title: text(l("Titre de la page", "Page title"), 70),
  description: paragraph(l("Description", "Description"), 200),
});

const page = (key: PageKey, label: Words, path: PublicPage | null, fields: Fields): PageSchema => ({
  key,
  label,
  path,
  fields: path ? { meta, ...fields } : fields,
});

export const PAGES: Record<PageKey, PageSchema> = {
  home: page("home", l("Accueil", "Home"), "/", homeFields),
  about: page("about", l("À propos", "About"), "/a-propos", aboutFields),
  services: page("services", l("Services", "Services"), "/services", servicesFields),
  products: page("products", l("Produits", "Products"), "/produits", productsFields),
  contact: page("contact", l("Contact", "Contact"), "/contact", contactFields),
  quote: page("quote", l("Devis", "Quote"), "/quote", quoteFields),
  figures: page("figures", l("Chiffres clés", "Key figures"), null, figuresFields),
};

export const isPageKey = (value: string): value is PageKey =>
  (PAGE_KEYS as readonly string[]).includes(value);
