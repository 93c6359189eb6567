import { localizePath, type Locale } from "~/i18n/locale";
import type { PostCardData } from "./types";

/** A search and a tag of the list (either may be empty), as the address holds them. */
export interface BlogFilterValues {
  q: string;
  tag: string;
}

/**
 * The list for a search and a tag: the blog page's data and its JSON route's answer alike, built
 * by one server function (blog-list.server.ts).
 */
export interface BlogListData extends BlogFilterValues {
  /** Every published tag of the page's language, for the select. */
  tags: string[];
  posts: PostCardData[];
}

/** The longest search and tag read from an address; longer ones are cut, never refused. */
export const BLOG_QUERY_LIMITS = { q: 100, tag: 60 } as const;

/** Typing waits this long before the list follows (docs/product/screens.md#blog). */
export const SEARCH_DEBOUNCE_MS = 300;

/** Where the page's island asks for the list (app/routes/api.blog-posts.ts). */
export const BLOG_LIST_API = "/api/blog/posts";

function withFilters(path: string, { q, tag }: BlogFilterValues): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (tag) params.set("tag", tag);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The list's URL for a search and a tag (either may be empty). */
export function blogListHref(q: string, tag: string): string {
  return withFilters("/blog", { q, tag });
}

/**
 * The list for `filters` in `locale`, from the JSON route: a few kilobytes where the page would
 * be a hundred. Rejects when the network or the server fails (a 503, a proxy's error page).
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
  if (!Array.isArray(list.posts) || !Array.isArray(list.tags))
    throw new Error("The blog list answered something else");
  return list;
}
