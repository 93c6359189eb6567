import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { buildImages } from "./build-images.js";
import { progressPrinter } from "./image-files.js";

async function fixture() {
  const dir = mkdtempSync(path.join(tmpdir(), "images-"));
  const sourceDir = path.join(dir, "source");
  const outDir = path.join(dir, "out");
  const { mkdirSync } = await import("node:fs");
  mkdirSync(sourceDir);
  writeFileSync(
    path.join(sourceDir, "drawing.svg"),
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#166534"/></svg>`,
  );
  await sharp({ create: { width: 40, height: 30, channels: 3, background: "#fff" } })
    .png()
    .toFile(path.join(sourceDir, "tiny.png"));
  return { dir, sourceDir, outDir, manifestPath: path.join(dir, "manifest.json") };
}

describe("image pipeline", () => {
  it("makes AVIF and WebP at the display widths, never upscaled, with a size manifest", async () => {
    const f = await fixture();
    const { manifest, generated } = await buildImages({ ...f, widthsFor: () => [400, 800, 1600] });
    expect(generated).toBeGreaterThan(0);
    for (const ext of ["avif", "webp"]) {
      expect(existsSync(path.join(f.outDir, `drawing-400.${ext}`))).toBe(true);
      expect(existsSync(path.join(f.outDir, `drawing-800.${ext}`))).toBe(true);
      expect(existsSync(path.join(f.outDir, `drawing-1600.${ext}`))).toBe(false);
    }
    expect((await sharp(path.join(f.outDir, "drawing-400.webp")).metadata()).width).toBe(400);
    expect(manifest.drawing).toEqual({ width: 800, height: 600, widths: [400, 800], aspect: 0.75 });
    // A 40 px photo is never blown up to 400 px.
    expect(manifest.tiny?.widths).toEqual([40]);
    expect((await sharp(path.join(f.outDir, "tiny-40.avif")).metadata()).width).toBe(40);
  });

  it("lets a photo replace the illustration of the same name", async () => {
    const f = await fixture();
    await sharp({ create: { width: 1000, height: 500, channels: 3, background: "#c00" } })
      .jpeg()
      .toFile(path.join(f.sourceDir, "drawing.jpg"));
    const { manifest } = await buildImages({ ...f, widthsFor: () => [400] });
    expect(manifest.drawing?.aspect).toBe(0.5);
    const { dominant } = await sharp(path.join(f.outDir, "drawing-400.webp")).stats();
    expect(dominant.r).toBeGreaterThan(150);
  });

  it("skips up-to-date variants on a second run and redoes a changed source", async () => {
    const f = await fixture();
    await buildImages({ ...f, widthsFor: () => [400], scriptMtime: 0 });
    const again = await buildImages({ ...f, widthsFor: () => [400], scriptMtime: 0 });
    expect(again.generated).toBe(0);
    const source = path.join(f.sourceDir, "drawing.svg");
    const later = new Date(statSync(path.join(f.outDir, "drawing-400.webp")).mtimeMs + 10_000);
    utimesSync(source, later, later);
    expect((await buildImages({ ...f, widthsFor: () => [400], scriptMtime: 0 })).generated).toBe(2);
  });

  it("without encoding, writes the manifest and drops outdated variants so no build copies them", async () => {
    const f = await fixture();
    await buildImages({ ...f, widthsFor: () => [400], scriptMtime: 0 });
    const source = path.join(f.sourceDir, "drawing.svg");
    const later = new Date(statSync(path.join(f.outDir, "drawing-400.webp")).mtimeMs + 10_000);
    utimesSync(source, later, later);
    const quick = await buildImages({
      ...f,
      widthsFor: () => [400],
      scriptMtime: 0,
      encodeVariants: false,
    });
    expect([quick.generated, quick.pending]).toEqual([0, 2]);
    expect(JSON.parse(readFileSync(f.manifestPath, "utf8")).drawing.widths).toEqual([400]);
    expect(existsSync(path.join(f.outDir, "drawing-400.webp"))).toBe(false);
    expect(existsSync(path.join(f.outDir, "tiny-40.webp"))).toBe(true);
  });

  it("copies every variant, made now or earlier, whole into the served folder", async () => {
    const f = await fixture();
    await buildImages({ ...f, widthsFor: () => [400], scriptMtime: 0 });
    utimesSync(path.join(f.sourceDir, "tiny.png"), new Date(), new Date(Date.now() + 10_000));
    const publishDir = path.join(f.dir, "served");
    const run = await buildImages({ ...f, widthsFor: () => [400], scriptMtime: 0, publishDir });
    expect(run.generated).toBe(2);
    // Names only, no temporary files left behind.
    expect(readdirSync(publishDir).sort()).toEqual(readdirSync(f.outDir).sort());
    expect(readdirSync(publishDir)).toHaveLength(4);
  });

  it("stands a sideways phone photo upright (EXIF orientation)", async () => {
    const f = await fixture();
    // Stored 600×400 with "rotate 90°" in EXIF, as phones do: shown as a 400×600 portrait.
    await sharp({ create: { width: 600, height: 400, channels: 3, background: "#c00" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toFile(path.join(f.sourceDir, "portrait.jpg"));
    const { manifest } = await buildImages({ ...f, widthsFor: () => [200] });
    expect(manifest.portrait).toEqual({ width: 200, height: 300, widths: [200], aspect: 1.5 });
    const out = await sharp(path.join(f.outDir, "portrait-200.webp")).metadata();
    expect([out.width, out.height]).toEqual([200, 300]);
  });

  it("takes a photo copied in with an old modification date (unzip, cp -p)", async () => {
    const f = await fixture();
    await buildImages({ ...f, widthsFor: () => [400], scriptMtime: 0 });
    const photo = path.join(f.sourceDir, "drawing.jpg");
    await sharp({ create: { width: 800, height: 600, channels: 3, background: "#00c" } })
      .jpeg()
      .toFile(photo);
    const old = new Date("2024-05-01");
    utimesSync(photo, old, old);
    expect((await buildImages({ ...f, widthsFor: () => [400], scriptMtime: 0 })).generated).toBe(2);
    const { dominant } = await sharp(path.join(f.outDir, "drawing-400.webp")).stats();
    expect(dominant.b).toBeGreaterThan(150);
  });

  it("refuses an unreadable source with its name", async () => {
    const f = await fixture();
    writeFileSync(path.join(f.sourceDir, "broken.jpg"), "not an image");
    await expect(buildImages({ ...f, widthsFor: () => [400] })).rejects.toThrow(/broken\.jpg/);
  });

  it("reports progress as n of total variants to generate, and nothing to do on a second run", async () => {
    const f = await fixture();
    const calls: [number, number][] = [];
    const first = await buildImages({
      ...f,
      widthsFor: () => [100, 200],
      onProgress: (done, total) => calls.push([done, total]),
    });
    // drawing: 100 and 200 px, tiny: one 40 px variant; AVIF + WebP each.
    expect(first.generated).toBe(6);
    expect(calls).toEqual([0, 1, 2, 3, 4, 5, 6].map((done) => [done, 6]));
    const again: [number, number][] = [];
    await buildImages({
      ...f,
      widthsFor: () => [100, 200],
      onProgress: (done, total) => again.push([done, total]),
    });
    expect(again).toEqual([[0, 0]]);
  });
});

describe("image progress output", () => {
  const run = (isTTY: boolean, total: number) => {
    let text = "";
    const report = progressPrinter({ isTTY, write: (t) => (text += t) });
    for (let done = 0; done <= total; done++) report(done, total);
    return text;
  };

  it("prints about ten lines in a log (CI, docker build), however many images", () => {
    const lines = run(false, 231).trimEnd().split("\n");
    expect(lines[0]).toBe("images: 231 to generate (AVIF and WebP)");
    expect(lines).toContain("images: 116/231");
    expect(lines.at(-1)).toBe("images: 231/231");
    expect(lines.length).toBeLessThanOrEqual(12);
    expect(run(false, 5000).trimEnd().split("\n").length).toBeLessThanOrEqual(12);
  });

  it("rewrites one line in place on a terminal and ends it when done", () => {
    const text = run(true, 231);
    expect(text.split("\n")).toHaveLength(3);
    expect(text).toContain("\rimages: 120/231");
    expect(text.endsWith("\rimages: 231/231\n")).toBe(true);
  });

  it("says nothing when every image is up to date", () => {
    expect(run(false, 0)).toBe("");
  });
});
