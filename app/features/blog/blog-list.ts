import { localizePath, type Locale } from "~/i18n/locale";
import type { PostCardData } from "./types";

// One count of pages for every list of the site, the blog's included.
export { pageCount } from "~/lib/paging";

/** A search and a tag of the list (either may be empty), as the address holds them. */
export interface BlogFilterValues {
  q: string;
  tag: string;
}

/**
 * One page of the list for a search and a tag: the blog page's data and its JSON route's answer
 * alike, built by one server function (blog-list.server.ts).
 */
export interface BlogListData extends BlogFilterValues {
  /** Every published tag of the page's language, for the select. */
  tags: string[];
  posts: PostCardData[];
  /** This page's number, from 1. */
  page: number;
  /** How many posts the filters find in all, on every page. */
  total: number;
  pageSize: number;
}

/** An address of the list whose page does not exist, and the last one that does (if known). */
export interface MissingBlogPage extends BlogFilterValues {
  lastPage: number | null;
}

/** The longest search and tag read from an address; longer ones are cut, never refused. */
export const BLOG_QUERY_LIMITS = { q: 100, tag: 60 } as const;

/** Cards per page: a short scroll on a phone, and whole rows of two or three columns. */
export const BLOG_PAGE_SIZE = 12;

/** Typing waits this long before the list follows (docs/product/screens.md#blog). */
export const SEARCH_DEBOUNCE_MS = 300;

/** Where the page's island asks for the list (app/routes/api.blog-posts.ts). */
export const BLOG_LIST_API = "/api/blog/posts";

/**
 * The page an address asks for: 1 without `page`; null when `page` names none (`abc`, `0`,
 * `-1`, `2.5`, `02`, seven digits or more, or given twice), which the routes answer with a 404.
 */
export function pageFromQuery(params: URLSearchParams): number | null {
  const values = params.getAll("page");
  if (values.length === 0) return 1;
  return values.length === 1 && /^[1-9]\d{0,5}$/.test(values[0]!) ? Number(values[0]) : null;
}

/**
 * The page numbers a pager shows: the first, the last, and those around `page`; null where
 * several are left out (a single one left out is shown instead of the gap).
 */
export function pageWindow(page: number, pages: number): Array<number | null> {
  const shown = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  const result: Array<number | null> = [];
  for (const n of shown) {
    const before = result.at(-1);
    if (typeof before === "number" && n - before === 2) result.push(n - 1);
    else if (typeof before === "number" && n - before > 2) result.push(null);
    result.push(n);
  }
  return result;
}

function withFilters(path: string, { q, tag }: BlogFilterValues, page = 1): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (tag) params.set("tag", tag);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The list's URL for a search, a tag (either may be empty) and a page (the first by default). */
export function blogListHref(q: string, tag: string, page = 1): string {
  return withFilters("/blog", { q, tag }, page);
}

/**
 * The first page of the list for `filters` in `locale`, from the JSON route: a few kilobytes where
 * the page would be a hundred. Rejects when the network or the server fails (a 503, a proxy's
 * error page).
 */
export async function fetchBlogList(
  filters: BlogFilterValues,
  locale: Locale,
  signal: AbortSignal,
): Promise<BlogListData> {
  const response = await fetch(localizePath(withFilters(BLOG_LIST_API, filters), locale), {
    signal,
    headers: { accept: "application/json" },
  });
  if (!response.ok) throw new Error(`The blog list answered ${response.status}`);
  const list = (await response.json()) as BlogListData;
  if (!Array.isArray(list.posts) || !Array.isArray(list.tags) || typeof list.total !== "number")
    throw new Error("The blog list answered something else");
  return list;
}
