// Image pipeline: every picture in images/source becomes AVIF + WebP variants at the widths it is
// shown at, in public/img/<name>-<width>.<ext>, with a manifest of sizes for width/height
// attributes (app/generated/images.json). A .jpg/.jpeg/.png/.webp with the same name as an .svg
// wins, so the company replaces an illustration by dropping in a photo. Incremental: a variant
// newer than its source and than this script is kept. `npm start` writes the manifest alone
// before its build and encodes the variants once the site serves
// (docs/decisions/038-serve-before-images-are-optimised.md).
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { buildFavicon, progressPrinter, publish, writeWhole } from "./image-files.js";

const root = path.resolve(import.meta.dirname, "..");
const RASTER = [".jpg", ".jpeg", ".png", ".webp"];

/** Widths each kind of picture is displayed at (CSS px × 1–2 for dense phone screens). */
export function defaultWidthsFor(name) {
  if (/^(hero-|about-hero)/.test(name)) return [480, 800, 1200, 1600];
  if (name.startsWith("concept-")) return [160, 320];
  if (name.startsWith("logo-")) return [96, 192];
  if (name.startsWith("team-")) return [300, 600];
  // Link-preview cards (og-default in French, og-en in English): one 1200 px width.
  if (/^og-/.test(name)) return [1200];
  return [400, 800];
}

/** Picks one source per name: a raster photo beats the SVG illustration of the same name. */
function sources(sourceDir) {
  const byName = new Map();
  for (const file of readdirSync(sourceDir)) {
    const ext = path.extname(file).toLowerCase();
    if (ext !== ".svg" && !RASTER.includes(ext)) continue;
    const name = path.basename(file, path.extname(file));
    const current = byName.get(name);
    if (!current || (path.extname(current).toLowerCase() === ".svg" && ext !== ".svg"))
      byName.set(name, file);
  }
  return [...byName.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * @typedef {{ width: number, height: number, widths: number[], aspect: number }} ManifestEntry
 * @typedef {{ out: string, file: string, input: string, width: number, density?: number, encode: (img: import("sharp").Sharp) => import("sharp").Sharp }} Job
 */

/**
 * @param {{ sourceDir: string, outDir: string, manifestPath?: string, encodeVariants?: boolean, publishDir?: string, widthsFor?: (name: string) => number[], scriptMtime?: number, onProgress?: (done: number, total: number) => void }} options
 *   onProgress: called once the work is known (done 0) and after each variant written.
 *   encodeVariants: false writes the manifest only (from the sources' sizes, in about a second) and
 *   removes outdated variants, so a build made now copies none of them.
 *   publishDir: also copy each variant there (the build's client/img) once it exists.
 *   Without manifestPath, no manifest is written.
 * @returns {Promise<{ generated: number, skipped: number, pending: number, ms: number, manifest: Record<string, ManifestEntry> }>}
 */
export async function buildImages({
  sourceDir,
  outDir,
  manifestPath,
  encodeVariants = true,
  publishDir,
  widthsFor = defaultWidthsFor,
  scriptMtime = statSync(import.meta.filename).mtimeMs,
  onProgress = () => {},
}) {
  const started = performance.now();
  mkdirSync(outDir, { recursive: true });
  if (publishDir) mkdirSync(publishDir, { recursive: true });
  /** @type {Record<string, ManifestEntry>} */
  const entries = {};
  let skipped = 0;
  let pending = 0;

  // First what is to do (reading sizes is quick), so progress can say "n of total".
  /** @type {Job[][]} one list of variants per source picture */
  const work = [];
  for (const [name, file] of sources(sourceDir)) {
    const input = path.join(sourceDir, file);
    // ctime too: a photo copied in with its old mtime kept (unzip, cp -p) still counts as new.
    const { mtimeMs, ctimeMs } = statSync(input);
    const sourceMtime = Math.max(mtimeMs, ctimeMs, scriptMtime);
    let meta;
    try {
      meta = await sharp(input).metadata();
    } catch (error) {
      throw new Error(`images/source/${file} is not a readable image: ${error.message}`, {
        cause: error,
      });
    }
    // Phone photos are often stored sideways with an EXIF Orientation: use the upright size.
    const upright = meta.autoOrient ?? meta;
    const sourceWidth = upright.width ?? 0;
    const wanted = widthsFor(name);
    // Never upscale: widths above the source's become one variant at the source width.
    const widths = [...new Set(wanted.map((w) => Math.min(w, sourceWidth)))]
      .filter((w) => w > 0)
      .sort((a, b) => a - b);
    const largest = widths.at(-1);
    const aspect = (upright.height ?? 1) / (upright.width ?? 1);
    entries[name] = {
      width: largest,
      height: Math.round(largest * aspect),
      widths,
      aspect: Number(aspect.toFixed(4)),
    };
    /** @type {[number, string, Job["encode"]][]} */
    const outputs = widths.flatMap((w) => [
      [w, "avif", (img) => img.avif({ quality: 50, effort: 4 })],
      [w, "webp", (img) => img.webp({ quality: 72, effort: 4 })],
    ]);
    if (name.startsWith("og-"))
      outputs.push([largest, "jpg", (img) => img.jpeg({ quality: 82, mozjpeg: true })]);
    /** @type {Job[]} */
    const jobs = [];
    for (const [w, ext, encode] of outputs) {
      const out = path.join(outDir, ext === "jpg" ? `${name}.jpg` : `${name}-${w}.${ext}`);
      if (existsSync(out) && statSync(out).mtimeMs >= sourceMtime) {
        skipped++;
        publish(out, publishDir);
        continue;
      }
      if (!encodeVariants) {
        rmSync(out, { force: true });
        pending++;
        continue;
      }
      const density = file.endsWith(".svg")
        ? Math.max(72, Math.ceil((72 * w) / Math.max(1, sourceWidth)))
        : undefined;
      jobs.push({ out, file, input, width: w, density, encode });
    }
    if (jobs.length > 0) work.push(jobs);
  }

  const total = work.reduce((sum, jobs) => sum + jobs.length, 0);
  let generated = 0;
  onProgress(0, total);
  const encodeAll = async (/** @type {Job[]} */ jobs) => {
    for (const { out, file, input, width, density, encode } of jobs) {
      // sharp strips metadata (EXIF, GPS) unless asked to keep it.
      try {
        const content = await encode(
          sharp(input, { autoOrient: true, ...(density ? { density } : {}) })
            .resize({ width, withoutEnlargement: true })
            .flatten({ background: "#ffffff" }),
        ).toBuffer();
        writeWhole(out, content);
      } catch (error) {
        throw new Error(
          `images/source/${file} could not be converted to ${path.basename(out)}: ${error.message}`,
          { cause: error },
        );
      }
      publish(out, publishDir);
      generated++;
      onProgress(generated, total);
    }
  };
  // AVIF encoding is the slow part and sharp runs one thread per image here: one image per core.
  let failed = false;
  const worker = async () => {
    for (let next = work.shift(); next && !failed; next = work.shift()) {
      try {
        await encodeAll(next);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
  // Same key order every run, and an unchanged manifest is not rewritten (no needless dev reload).
  const manifest = Object.fromEntries(
    Object.keys(entries)
      .sort((a, b) => a.localeCompare(b))
      .map((name) => [name, entries[name]]),
  );
  const json = `${JSON.stringify(manifest, null, 2)}\n`;
  if (manifestPath && (!existsSync(manifestPath) || readFileSync(manifestPath, "utf8") !== json)) {
    mkdirSync(path.dirname(manifestPath), { recursive: true });
    writeFileSync(manifestPath, json);
  }
  return { generated, skipped, pending, ms: Math.round(performance.now() - started), manifest };
}

// `node scripts/build-images.js`: every variant, the manifest and the favicon (`npm run build`).
// With IMAGES_LATER=1 (`npm start`'s build), the manifest and the favicon only. With
// `--publish <build>/client/img [--cache <dir>]` (`npm start`, once the site serves), every missing
// variant into the cache (public/img) and the served folder, with progress on its own lines.
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  const { values } = parseArgs({
    options: { publish: { type: "string" }, cache: { type: "string" } },
  });
  const later = process.env.IMAGES_LATER === "1" && !values.publish;
  // Behind a serving site, progress gets lines of its own among the server's log lines.
  const printer = progressPrinter({
    isTTY: Boolean(process.stdout.isTTY) && !values.publish,
    write: (text) => process.stdout.write(text),
  });
  // Stopped with the site: handled signals wait for a file being written to be whole and renamed.
  for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => process.exit(1));
  try {
    const { generated, skipped, pending, ms } = await buildImages({
      sourceDir: path.join(root, "images/source"),
      outDir: path.resolve(values.cache ?? path.join(root, "public/img")),
      manifestPath: values.publish ? undefined : path.join(root, "app/generated/images.json"),
      encodeVariants: !later,
      publishDir: values.publish && path.resolve(values.publish),
      onProgress: printer,
    });
    if (!values.publish)
      await buildFavicon({
        svgPath: path.join(root, "public/favicon.svg"),
        icoPath: path.join(root, "public/favicon.ico"),
      });
    if (later)
      console.log(
        `images: sizes read in ${ms} ms; ${pending} variants are made once the site serves`,
      );
    else if (!values.publish || generated > 0)
      console.log(`images: ${generated} generated, ${skipped} up to date, ${ms} ms`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
