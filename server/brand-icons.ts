import type { Hono } from "hono";
import sharp from "sharp";
import { ICON_SIZES } from "~/content/brand";
import { largestWebp } from "~/content/media-image";
import type { AppDatabase } from "~/db/db.server";
import { getSiteData } from "~/features/company/index.server";
import { readMediaFile } from "~/features/media/index.server";
import { CachePolicy } from "~/lib/http-cache";
import { log } from "~/lib/logger.server";

const ICON_FILE = /^icon-(\d{2,3})\.png$/;

/**
 * Serves `/brand/icon-{32,180,192,512}.png`: the company's uploaded icon (admin: Logo et
 * partage), cut to a square PNG once per picture and size and kept, so browsers and phones get
 * the formats they ask for from one upload. Without an uploaded icon: 404 (pages then link the
 * built-in /favicon.svg).
 */
export function serveBrandIcons(
  app: Hono,
  { database, cacheDir }: { database: AppDatabase; cacheDir: string },
) {
  const made = new Map<string, Promise<Buffer | null>>();
  const make = async (src: string, size: number): Promise<Buffer | null> => {
    const file = await readMediaFile(database, cacheDir, src.slice("/media/".length));
    if (!file) return null;
    return sharp(file.content).resize(size, size, { fit: "cover" }).png().toBuffer();
  };
  app.get("/brand/:file", async (c) => {
    const size = Number(ICON_FILE.exec(c.req.param("file"))?.[1]);
    const icon = (await getSiteData(database)).brand.icon;
    if (!icon || !(ICON_SIZES as readonly number[]).includes(size))
      return c.text("Not found", 404, { "Cache-Control": CachePolicy.noStore });
    const key = `${icon.id}-${size}`;
    let job = made.get(key);
    if (!job) {
      job = make(largestWebp(icon), size).catch((error: unknown) => {
        log.warn("icon not made", { key, error });
        return null;
      });
      made.set(key, job);
      // Four sizes of the current icon, and of the one before it while pages still name it.
      if (made.size > ICON_SIZES.length * 2) made.delete(made.keys().next().value!);
    }
    const png = await job;
    if (!png) {
      made.delete(key);
      return c.text("Not found", 404, { "Cache-Control": CachePolicy.noStore });
    }
    // The address carries the picture's id (?v=): a new icon is a new address.
    const current = c.req.query("v") === icon.id;
    return new Response(new Uint8Array(png), {
      headers: {
        "Content-Type": "image/png",
        "Content-Length": String(png.length),
        "Cache-Control": current ? CachePolicy.staticFile : CachePolicy.hourly,
        "X-Content-Type-Options": "nosniff",
      },
    });
  });
}
