import { PUBLIC_PAGES } from "~/content/public-pages";
import type { AppDatabase } from "~/db/db.server";
import { withTimeout } from "~/features/blog";
import { countPublishedPostUrls, publishedPostUrls } from "~/features/blog/index.server";
import { getSiteData } from "~/features/company/index.server";
import { CachePolicy, keptUntil } from "~/lib/http-cache";
import { log } from "~/lib/logger.server";
import { absoluteUrl } from "~/lib/seo";
import { pageEntries, postEntry, sitemapIndex, URLSET_CLOSE, URLSET_OPEN } from "./sitemap-xml";

/**
 * The most addresses one sitemap file holds; past it, the site sends an index of parts. The
 * protocol allows 50,000, but one file of 5,000 posts took 80 ms to write, and it grows with the
 * blog; parts of 1,000 (as WordPress's SEO plugins cut them) keep each answer as quick as a
 * small site's.
 */
export const SITEMAP_MAX_URLS = 1_000;

/**
 * Where part `n` of a sitemap cut in parts lives: at the site's root like the index, since a
 * sitemap may only list addresses under its own folder.
 */
export function sitemapPartPath(n: number): string {
  return `/sitemap.xml?part=${n}`;
}

/** A part number as the index writes it (1, 2…), or 0 for anything else. */
function partNumber(value: string): number {
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 0;
}

/**
 * `/sitemap.xml`: every public page in each language, then every published post version, oldest
 * first. Up to `maxUrls` addresses, one file; past that an index of parts of `maxUrls` each
 * (`?part=n`). A part is written as it is read, `URL_BATCH` posts at a time, so memory stays
 * bounded however large the blog grows.
 */
export async function sitemapResponse(
  database: AppDatabase,
  publicUrl: string,
  url: URL,
  maxUrls = SITEMAP_MAX_URLS,
): Promise<Response> {
  let read;
  try {
    read = await withTimeout(
      Promise.all([countPublishedPostUrls(database), getSiteData(database)]),
    );
  } catch (error) {
    log.error("sitemap failed to load", { error });
    return plainText("Sitemap unavailable", 503);
  }
  const [posts, { changesAt }] = read;
  const pages = PUBLIC_PAGES.flatMap((path) => pageEntries(publicUrl, path));
  const total = pages.length + posts;
  const parts = total > maxUrls ? Math.ceil(total / maxUrls) : 0;
  const headers = {
    "Content-Type": "application/xml; charset=utf-8",
    "Cache-Control": keptUntil(CachePolicy.hourly, changesAt),
  };
  const asked = url.searchParams.get("part");
  if (asked === null && parts > 0) {
    const urls = Array.from({ length: parts }, (_, i) =>
      absoluteUrl(publicUrl, sitemapPartPath(i + 1)),
    );
    return new Response(sitemapIndex(urls), { headers });
  }
  // Without `part`, a sitemap small enough is one file; parts exist only past `maxUrls`.
  const part = asked === null ? 1 : partNumber(asked);
  if (part < 1 || part > (asked === null ? 1 : parts)) return plainText("Not found", 404);
  const start = (part - 1) * maxUrls;
  const own = pages.slice(start, start + maxUrls);
  const postsWanted = Math.min(maxUrls, total - start) - own.length;
  async function* xml() {
    yield URLSET_OPEN + own.join("");
    if (postsWanted > 0) {
      const offset = Math.max(0, start - pages.length);
      for await (const batch of publishedPostUrls(database, { offset, count: postsWanted }))
        yield batch.map((post) => postEntry(publicUrl, post)).join("");
    }
    yield URLSET_CLOSE;
  }
  return new Response(streamOf(xml()), { headers });
}

/** A short answer that no cache keeps (a missing part may exist once the blog grows). */
function plainText(text: string, status: number): Response {
  return new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CachePolicy.noStore },
  });
}

/** Text pieces as a byte stream, each read only when the reader wants more. */
function streamOf(pieces: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async pull(controller) {
      try {
        const next = await pieces.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        // Too late for a 503: the answer is cut short, and a crawler will ask again.
        log.error("sitemap failed while being written", { error });
        controller.error(error);
      }
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
}
