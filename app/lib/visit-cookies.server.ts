import { attributionCookie } from "~/features/leads/attribution.server";
import { DEFAULT_LOCALE, LOCALE_COOKIE, localizePath, parseLocale } from "~/i18n/locale";
import { detectLocale, localeCookie, readCookie } from "~/i18n/locale.server";

/**
 * The cookies a public page sets for this request: where the visit came from (for leads) and a
 * language chosen in the URL (`?lng=`), the latter only when the browser does not already hold
 * that choice. One function for the root middleware that sets them and for the page cache, which
 * must never answer such a request from memory (a cached body carries no Set-Cookie).
 */
export function visitCookies(request: Request, secure: boolean): string[] {
  const cookies: string[] = [];
  const attribution = attributionCookie(request, secure);
  if (attribution) cookies.push(attribution);
  const { locale, source } = detectLocale(request);
  const held = parseLocale(readCookie(request.headers.get("cookie"), LOCALE_COOKIE));
  if (source === "query" && held !== locale) cookies.push(localeCookie(locale, secure));
  return cookies;
}

/**
 * Where an English reader (cookie or browser) arriving on a French URL is sent, so the address
 * always says which language the page is in; undefined when the URL's language is served.
 * Crawlers never get here (see detectLocale).
 */
export function languageRedirect(request: Request): string | undefined {
  if (request.method !== "GET") return undefined;
  const { locale, source } = detectLocale(request);
  if (locale === DEFAULT_LOCALE || (source !== "cookie" && source !== "header")) return undefined;
  const url = new URL(request.url);
  return localizePath(url.pathname + url.search, locale);
}
