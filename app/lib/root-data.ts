import { createContext, useContext } from "react";
import type { CompanyIdentity } from "~/content/company";
import type { MediaImage } from "~/content/media-image";
import type { MenuLink } from "~/content/menus";
import type { HoursLine } from "~/content/opening-hours";
import type { Words } from "~/i18n/words";
import { localizePath, type Locale } from "~/i18n/locale";

/** What every page's `meta` needs from the root loader. */
export interface SeoContext {
  locale: Locale;
  /** The company's name as set in the admin (titles, og:site_name) */
  siteName: string;
  publicUrl: string;
  pathname: string;
  /**
   * The pictures link previews show, when the company uploaded them (admin: Logo et partage):
   * this page's own (before the page's choice), and the site's (after it).
   */
  share: { page: string | null; site: string | null; siteAlt: string };
}

/** What the root loader gives every page. */
export interface RootData extends SeoContext {
  /** The address's query string, campaign tags left out (the same on the server and the page) */
  search: string;
  ui: Words<"ui">;
  /** The current year, decided once on the server so the browser renders the same. */
  year: number;
  /** schema.org LocalBusiness, serialised for the document head. */
  businessJsonLd: string;
  /** The company's identity as set in the admin: header, footer, chat link. */
  company: CompanyIdentity;
  /**
   * The opening hours in words, one line per group of days ("Lundi – vendredi", "7 h 00 –
   * 18 h 00"), written on the server: the browser would otherwise load its date-formatting data
   * while the page starts, for the footer's lines (120–145 ms at a 4× CPU slowdown, decision 028).
   */
  openingHours: HoursLine[];
  /** The head office's address on one line, as app/features/company's formatAddress writes it. */
  address: string;
  /** The company's logo (null: the drawn one) and the version of its icon (null: the built-in). */
  brand: { logo: MediaImage | null; icon: string | null };
  /** The header's and the footer's links in this language, in the company's order. */
  menus: { header: MenuLink[]; footer: MenuLink[] };
  /**
   * The islands' loader of this build, or null (the dev server): pages whose route asks for it
   * (`handle: { islands: true }`) are then documents with islands, without the router.
   */
  islandLoader: string | null;
}

/**
 * The root loader's data, provided by the root route's layout, and by each island's root in a
 * document without the router (app/islands/). Components read it through `useRootData`.
 */
export const RootDataContext = createContext<RootData | undefined>(undefined);

export function useRootData(): RootData {
  const data = useContext(RootDataContext);
  if (!data) throw new Error("useRootData must be used under the root route or an island");
  return data;
}

/** Reads the root loader's data inside a `meta` function. */
export function rootDataFromMatches(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
): RootData | undefined {
  return matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
}

export function useLocale(): Locale {
  return useRootData().locale;
}

/** `href` for an internal link in the page's language (English pages keep `?lng=en`). */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizePath(path, locale);
}
