import type { Route } from "./+types/sitemap[.]xml";
import { sitemapResponse } from "~/features/sitemap/index.server";
import { getRuntime } from "~/runtime/runtime.server";

/**
 * Every public page in French and English, and every published article version: one file, or
 * past 50,000 addresses an index of parts (`?part=n`).
 */
export async function loader({ url }: Route.LoaderArgs) {
  const { config, database } = await getRuntime();
  return sitemapResponse(database, config.PUBLIC_URL, url);
}
