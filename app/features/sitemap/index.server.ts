// The sitemap: every public address for search engines, cut in parts past the protocol's limit.
// Server-only entry: what loaders use.
export { SITEMAP_MAX_URLS, sitemapPartPath, sitemapResponse } from "./sitemap.server";
