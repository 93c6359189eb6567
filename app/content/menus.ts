import type { Locale } from "~/i18n/locale";
import { PUBLIC_PAGES, type PublicPage } from "~/content/public-pages";

/** A page of the site a menu may link to. */
export type MenuPage = PublicPage;

/** One link of a menu: a page, and the words it shows (empty: the page's usual name). */
export interface MenuItem {
  path: MenuPage;
  label: { fr: string; en: string };
}

/** The header's and the footer's menus, as the company orders them in the admin. */
export interface Menus {
  header: MenuItem[];
  footer: MenuItem[];
}

export type MenuName = keyof Menus;
export const MENU_NAMES = ["header", "footer"] as const satisfies readonly MenuName[];

/** Past these, the header's links no longer fit one line on a laptop, the footer's one column. */
export const MENU_LIMITS: Record<MenuName, number> = { header: 8, footer: 12 };
/** A menu label is a few words. */
export const MENU_LABEL_MAX = 40;

const item = (path: MenuPage): MenuItem => ({ path, label: { fr: "", en: "" } });

/** The menus of a new site: the header as the original site had it, the gallery in the footer. */
export const DEFAULT_MENUS: Menus = {
  header: (["/", "/produits", "/services", "/a-propos", "/blog", "/contact"] as const).map(item),
  footer: (
    ["/", "/produits", "/services", "/a-propos", "/galeries", "/blog", "/contact"] as const
  ).map(item),
};

export const isMenuPage = (path: string): path is MenuPage =>
  (PUBLIC_PAGES as readonly string[]).includes(path);

/** A link as the page shows it. */
export interface MenuLink {
  path: MenuPage;
  label: string;
}

/**
 * The words of each link in one language: the company's own label, else the page's usual name
 * (an English label left empty shows the page's English name, not the French label).
 */
export function menuLinks(
  items: MenuItem[],
  locale: Locale,
  pageNames: Record<MenuPage, string>,
): MenuLink[] {
  return items.map(({ path, label }) => ({ path, label: label[locale] || pageNames[path] }));
}
