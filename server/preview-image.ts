import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Hono } from "hono";
import sharp from "sharp";
import type { AppDatabase } from "~/db/db.server";
import { readMediaFile } from "~/features/media/index.server";
import { CachePolicy } from "~/lib/http-cache";
import { PREVIEW_IMAGE_PATH, PREVIEW_SOURCE as SOURCE } from "~/lib/preview-image";
import { log } from "~/lib/logger.server";

const MAX_ENTRIES = 64;

/**
 * Serves `/og-image.jpg?src=/img/…webp|/media/…webp`: only a picture the site has (built-in or
 * uploaded), converted once per process and kept (at most 64, the oldest out first), so a
 * crawler or an attacker asking again costs a lookup, not a conversion.
 */
export function servePreviewImages(
  app: Hono,
  { clientDir, database, cacheDir }: { clientDir: string; database: AppDatabase; cacheDir: string },
) {
  const converted = new Map<string, Promise<Buffer | null>>();
  const convert = async (src: string): Promise<Buffer | null> => {
    const [, folder, file] = SOURCE.exec(src)!;
    const source =
      folder === "img"
        ? await readFile(path.join(clientDir, "img", file!)).catch(() => null)
        : ((await readMediaFile(database, cacheDir, file!))?.content ?? null);
    if (!source) return null;
    return sharp(source)
      .resize(1200, 630, { fit: "cover" })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
  };
  app.get(PREVIEW_IMAGE_PATH, async (c) => {
    const src = c.req.query("src") ?? "";
    if (!SOURCE.test(src))
      return c.text("Not found", 404, { "Cache-Control": CachePolicy.noStore });
    let job = converted.get(src);
    if (!job) {
      job = convert(src).catch((error: unknown) => {
        log.warn("preview image not converted", { src, error });
        return null;
      });
      converted.set(src, job);
      if (converted.size > MAX_ENTRIES) converted.delete(converted.keys().next().value!);
    }
    const jpeg = await job;
    if (!jpeg) {
      converted.delete(src);
      return c.text("Not found", 404, { "Cache-Control": CachePolicy.noStore });
    }
    return new Response(new Uint8Array(jpeg), {
      headers: {
        "Content-Type": "image/jpeg",
        "Content-Length": String(jpeg.length),
        "Cache-Control": CachePolicy.staticFile,
        "X-Content-Type-Options": "nosniff",
      },
    });
  });
}
