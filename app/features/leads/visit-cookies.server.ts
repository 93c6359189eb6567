import { attributionCookie } from "~/features/leads/attribution.server";
import { localizePath, parseLocale } from "~/i18n/locale";
import { detectLocale, getLocale, localeCookie, localeCookieName } from "~/lib/locale.server";
import { readCookie } from "~/lib/cookies";

/**
 * The cookies a page sets for this request: where the visit came from (for leads) and a
 * language chosen in the URL (`?lng=`, kept apart for the admin), the latter only when the
 * browser does not already hold that choice. One function for the root middleware that sets them and for the page cache, which
 * must never answer such a request from memory (a cached body carries no Set-Cookie).
 */
export function visitCookies(request: Request, secure: boolean): string[] {
  const cookies: string[] = [];
  const attribution = attributionCookie(request, secure);
  if (attribution) cookies.push(attribution);
  const { locale, source } = detectLocale(request);
  const { pathname } = new URL(request.url);
  const held = parseLocale(readCookie(request.headers.get("cookie"), localeCookieName(pathname)));
  if (source === "query" && held !== locale) cookies.push(localeCookie(locale, secure, pathname));
  return cookies;
}

/**
 * Where a reader whose preferred language (cookie or browser) is not the URL's is sent, so the
 * address always says which language the page is in; undefined when the URL's language is served.
 * Crawlers never get here (see detectLocale). `url` is the page's address (a loader's, without
 * React Router's `.data` details); by default the request's.
 */
export function languageRedirect(
  request: Request,
  url: URL = new URL(request.url),
): string | undefined {
  if (request.method !== "GET") return undefined;
  const preferred = detectLocale(request);
  if (preferred.locale === getLocale(request)) return undefined;
  if (preferred.source !== "cookie" && preferred.source !== "header") return undefined;
  return localizePath(url.pathname + url.search, preferred.locale);
}
