import { isSlugShaped } from "~/features/blog";
import { LOCALE_COOKIE, LOCALES } from "~/i18n/locale";
import { PUBLIC_PAGES } from "~/content/public-pages";
import { getLocale } from "~/lib/locale.server";
import { isTrackingParam, withoutTrackingParams } from "~/lib/tracking-params";
import { languageRedirect } from "~/features/leads/index.server";

/** Paths that are never public pages: the private area, sign-in, APIs, React Router data. */
const NOT_A_PUBLIC_PAGE = /^\/(admin|auth|api)(\/|\.data|$)|\.[a-z0-9]+$/i;
/**
 * The query parameters each page reads besides `lng`; any other, or one on another page, makes
 * the request render normally (so the cache holds one copy per real page, not one per URL).
 */
const PAGE_PARAMS: Record<string, ReadonlySet<string>> = {
  "/": new Set(["testimonial"]),
  // A search (`q`) is rendered each time; the list decides which tags it lets the cache keep.
  "/blog": new Set(["tag", "page"]),
};
const NONE: ReadonlySet<string> = new Set();
/** The values of a parameter a page tells apart (the rest render as if it were absent). */
const PARAM_VALUES: Record<string, readonly string[]> = { testimonial: ["sent", "error"] };
/**
 * The one spelling of a parameter the page links to: the list's pages from 2 (page 1 has no
 * number). `page=1`, `page=02` or `page=abc` render on their own (a page or a 404), never stored.
 */
const PARAM_SHAPES: Record<string, RegExp> = { page: /^(?:[2-9]|[1-9]\d{1,5})$/ };

/**
 * Only the addresses pages are linked by: `/A-PROPOS` or `/%61-propos` render the same page, but
 * each would otherwise take a copy of its own and push real pages out.
 */
function isCanonicalPath(pathname: string): boolean {
  if ((PUBLIC_PAGES as readonly string[]).includes(pathname)) return true;
  const slug = /^\/blog\/([^/]+)$/.exec(pathname)?.[1];
  return slug !== undefined && isSlugShaped(slug);
}
/** Cookies that change nothing in a page once the checks below passed. */
const HARMLESS_COOKIES = new Set([LOCALE_COOKIE, "lead_src"]);

/**
 * Whether a request may be answered with the cached copy of its page: a public page, asked by
 * someone who is not signed in (no cookie but the language and visit-origin ones), who would not
 * be sent to the English URL, and whose query holds only parameters the page reads (so the cache
 * holds one copy per real page, not one per random URL). The cookies a first visit is given
 * (`visitCookies`) are added to the cached copy's answer, never stored with it.
 */
export function mayUseSharedPage(request: Request): boolean {
  const url = new URL(request.url);
  if (NOT_A_PUBLIC_PAGE.test(url.pathname) || !isCanonicalPath(url.pathname)) return false;
  const reads = PAGE_PARAMS[url.pathname] ?? NONE;
  for (const [name, value] of url.searchParams) {
    if (isTrackingParam(name)) continue;
    if (name === "lng") {
      if (!(LOCALES as readonly string[]).includes(value)) return false;
    } else if (!reads.has(name)) return false;
    else if (PARAM_VALUES[name] && !PARAM_VALUES[name].includes(value)) return false;
    else if (PARAM_SHAPES[name] && !PARAM_SHAPES[name].test(value)) return false;
  }
  // A parameter given twice (`?page=2&page=2`) would be one more copy of the same page.
  if (new Set(url.searchParams.keys()).size !== [...url.searchParams.keys()].length) return false;
  const cookie = request.headers.get("cookie");
  if (cookie) {
    for (const part of cookie.split(";")) {
      const name = part.split("=")[0]!.trim();
      if (name && !HARMLESS_COOKIES.has(name)) return false;
    }
  }
  return !languageRedirect(request);
}

/**
 * One copy per language and URL: the path and the query as sent (pages echo it in links), less
 * the tracking parameters, which pages never read nor echo.
 */
export function sharedPageKey(request: Request): string {
  const url = new URL(request.url);
  return `${getLocale(request)} ${url.pathname}${withoutTrackingParams(url.search)}`;
}
