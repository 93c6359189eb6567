import { readCookie } from "~/lib/cookies";
import { isRobotAgent } from "~/lib/robot-agent.server";
import {
  ADMIN_LOCALE_COOKIE,
  DEFAULT_LOCALE,
  isAdminPath,
  LOCALE_COOKIE,
  localeFromAcceptLanguage,
  parseLocale,
  type Locale,
} from "~/i18n/locale";

export type LocaleSource = "query" | "cookie" | "header" | "default";

/**
 * Server half of the order in docs/product/languages.md#detection-order: `lng`, cookie, then the
 * browser's Accept-Language, then French. Local and session storage are read by the browser
 * (see use-locale-sync.ts); the html tag is what we render, so it never decides. The admin reads
 * its own cookie (`localeCookieName`), so a language chosen on the public site never moves it.
 */
export function detectLocale(request: Request): { locale: Locale; source: LocaleSource } {
  const url = new URL(request.url);
  const fromQuery = parseLocale(url.searchParams.get("lng"));
  if (fromQuery) return { locale: fromQuery, source: "query" };
  // Crawlers and link-preview bots get the language of the URL, so each URL is indexed in one.
  if (isRobotAgent(request.headers.get("user-agent")))
    return { locale: DEFAULT_LOCALE, source: "default" };
  const fromCookie = parseLocale(
    readCookie(request.headers.get("cookie"), localeCookieName(url.pathname)),
  );
  if (fromCookie) return { locale: fromCookie, source: "cookie" };
  const fromHeader = localeFromAcceptLanguage(request.headers.get("accept-language"));
  if (fromHeader) return { locale: fromHeader, source: "header" };
  return { locale: DEFAULT_LOCALE, source: "default" };
}

/** The cookie that keeps the language of the pages at `pathname`: the admin's, or the site's. */
export function localeCookieName(pathname: string): string {
  return isAdminPath(pathname) ? ADMIN_LOCALE_COOKIE : LOCALE_COOKIE;
}

/** A year-long cookie that remembers the language chosen for the pages at `pathname`. */
export function localeCookie(locale: Locale, secure: boolean, pathname = "/"): string {
  return `${localeCookieName(pathname)}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * The language of the page at this address: `?lng=`, else French. Every loader and action answers
 * in it. The visitor's preference (cookie, browser) only decides the root loader's redirect of a
 * GET to the address in their language; a form is answered in the language of the page it was
 * sent from — an English browser posting the French form gets the French confirmation, not a
 * redirect that would lose it.
 */
export function getLocale(request: Request): Locale {
  return parseLocale(new URL(request.url).searchParams.get("lng")) ?? DEFAULT_LOCALE;
}
