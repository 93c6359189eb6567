import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import manifest from "~/generated/images.json";
import { CachePolicy } from "~/lib/http-cache";
import { log } from "~/lib/logger.server";

const images = manifest as Record<string, { widths: number[] }>;
const VARIANT = /^\/img\/([a-z0-9-]+?)(?:-(\d+))?\.(avif|webp|jpg)$/;
const RASTER = [".jpg", ".jpeg", ".png", ".webp"];
const MAX_ENTRIES = 64;

/**
 * `npm start` serves before the background encoder has written every AVIF and WebP variant
 * (docs/decisions/038-serve-before-images-are-optimised.md). Until a variant exists, its address
 * answers with the source picture drawn at that width as a quick WebP (a JPEG for a link-preview
 * card), never kept by a cache: browsers read a WebP whatever the address's extension. Only
 * names and widths of the manifest are drawn, each once per process; without the sources (a
 * Docker image, whose build made every variant) the answer stays a 404.
 */
export function pendingImages(sourceDir: string) {
  const drawn = new Map<string, Promise<Buffer | null>>();
  const draw = async (name: string, width: number, jpeg: boolean) => {
    const file = sourceFile(sourceDir, name);
    if (!file) return null;
    const input = path.join(sourceDir, file);
    // An SVG is rasterised at the density that gives the width asked for, as the pipeline does.
    const density = file.endsWith(".svg")
      ? Math.max(
          72,
          Math.ceil((72 * width) / Math.max(1, (await sharp(input).metadata()).width ?? 0)),
        )
      : undefined;
    const picture = sharp(input, { autoOrient: true, ...(density ? { density } : {}) })
      .resize({ width, withoutEnlargement: true })
      .flatten({ background: "#ffffff" });
    return (jpeg ? picture.jpeg({ quality: 80 }) : picture.webp({ quality: 72, effort: 0 }))
      .toBuffer()
      .catch((error: unknown) => {
        log.warn("picture not drawn while images are optimised", { name, width, error });
        return null;
      });
  };

  return async (pathname: string): Promise<Response | undefined> => {
    const [, name = "", width, ext] = VARIANT.exec(pathname) ?? [];
    const entry = images[name];
    const jpeg = ext === "jpg";
    // Variants are `<name>-<width>.avif|webp`; a link-preview card is `og-….jpg`, at one width.
    if (!entry || (jpeg ? width || !name.startsWith("og-") : !entry.widths.includes(Number(width))))
      return undefined;
    const w = jpeg ? entry.widths.at(-1)! : Number(width);
    const key = `${name}-${w}-${jpeg ? "jpg" : "webp"}`;
    let job = drawn.get(key);
    if (!job) {
      job = draw(name, w, jpeg);
      drawn.set(key, job);
      if (drawn.size > MAX_ENTRIES) drawn.delete(drawn.keys().next().value!);
    }
    const body = await job;
    if (!body) {
      drawn.delete(key);
      return undefined;
    }
    return new Response(new Uint8Array(body), {
      headers: {
        "Content-Type": jpeg ? "image/jpeg" : "image/webp",
        "Content-Length": String(body.length),
        "Cache-Control": CachePolicy.noStore,
        "X-Content-Type-Options": "nosniff",
      },
    });
  };
}

/** The source of a picture, as scripts/build-images.js picks it: a photo beats an SVG. */
function sourceFile(sourceDir: string, name: string): string | undefined {
  if (!existsSync(sourceDir)) return undefined;
  const files = readdirSync(sourceDir).filter(
    (file) => path.basename(file, path.extname(file)) === name,
  );
  return (
    files.find((file) => RASTER.includes(path.extname(file).toLowerCase())) ??
    files.find((file) => path.extname(file).toLowerCase() === ".svg")
  );
}
