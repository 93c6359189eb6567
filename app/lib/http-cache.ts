/**
 * Every Cache-Control policy the site sends, named by what it is for. Routes and the HTTP server
 * pick one here instead of typing a header, so a lifetime is changed in one place.
 */
export const CachePolicy = {
  /** Hashed build assets and uploaded pictures: a new content gets a new name. */
  immutable: "public, max-age=31536000, immutable",
  /** Public files without a hash in their name (pictures, icons): a day, refreshed in the background. */
  staticFile: "public, max-age=86400, stale-while-revalidate=604800",
  /** Documents built from settings and published posts: sitemap, robots.txt, web app manifest. */
  hourly: "public, max-age=3600",
  /** The RSS feed: readers poll it, so a new post reaches them within a quarter of an hour. */
  feed: "public, max-age=900",
  /**
   * Public pages from the page cache: a shared cache (reverse proxy, CDN) keeps them one minute
   * and serves them up to five more while it fetches a fresh copy; browsers revalidate every time
   * with the ETag, which costs a 304 (docs/decisions/017-page-cache.md).
   */
  sharedPage: "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
  /** Kept, but asked again each time (the service worker's script, which a new deploy replaces). */
  revalidate: "no-cache",
  /** Pages rendered for one visitor (signed in, setting a cookie, carrying a form token). */
  privatePage: "private, no-cache",
  /**
   * Private or personal answers (admin, sign-in, exports, health, anything rendered for signed-in
   * staff or a draft preview): never kept anywhere. `private` too, for caches that ignore
   * `no-store` on some answers.
   */
  noStore: "private, no-store",
} as const;

/**
 * `policy` with its max-age cut so that no cache keeps the answer past `until` (ms, when a
 * scheduled post comes out; null: no cut). A feed read at 13:59 is not kept past 14:00.
 */
export function keptUntil(policy: string, until: number | null, now = Date.now()): string {
  if (until === null) return policy;
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  return policy.replace(
    /max-age=(\d+)/,
    (_, age: string) => `max-age=${Math.min(Number(age), left)}`,
  );
}
