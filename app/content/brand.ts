import type { MenuPage } from "./menus";
import { PUBLIC_PAGES } from "./public-pages";

/**
 * The company's own pictures for its frame (admin: Logo et partage): each a picture of the media
 * library, or null for the one the site was built with.
 */
export interface BrandSettings {
  /** Beside the company's name in the header and the footer, and on the devis PDF */
  logo: string | null;
  /** The browser tab's icon and the phone's home-screen icon (square) */
  icon: string | null;
  /** What WhatsApp, Facebook and the others show for a shared link */
  share: string | null;
  shareAlt: { fr: string; en: string };
  /** A page's own share picture, instead of the site's */
  pageShare: Partial<Record<MenuPage, string>>;
}

export const DEFAULT_BRAND: BrandSettings = {
  logo: null,
  icon: null,
  share: null,
  shareAlt: { fr: "", en: "" },
  pageShare: {},
};

/** The pages that may have a share picture of their own (an article uses its cover). */
export const SHARE_PAGES = PUBLIC_PAGES;

/** A page's field name on the admin's form: "/" is "page-home", "/a-propos" "page-a-propos". */
export const pageField = (page: MenuPage) => `page-${page === "/" ? "home" : page.slice(1)}`;

/** The icon's sizes the site serves: the tab (32), iPhone (180), Android (192, 512). */
export const ICON_SIZES = [32, 180, 192, 512] as const;
/** Smaller than this, an icon would be blurred on a phone's home screen. */
export const ICON_MIN_SIDE = 192;

/** Where the uploaded icon is served at one size; `v` changes with the picture, for caches. */
export const iconPath = (size: (typeof ICON_SIZES)[number], version: string) =>
  `/brand/icon-${size}.png?v=${version}`;
