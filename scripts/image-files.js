// Files and output of the image pipeline (scripts/build-images.js): variants written whole, copies
// into the served folder, the favicon, and progress lines.
import { copyFileSync, existsSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const tmpName = (/** @type {string} */ file) =>
  path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);

/**
 * Writes `file` under a temporary name, then renames it: a server reading the folder meanwhile
 * finds the whole file or none. Synchronous, so a process that handles SIGTERM (see
 * build-images.js) is never stopped between the two.
 * @param {string} file
 * @param {Buffer} content
 */
export function writeWhole(file, content) {
  const tmp = tmpName(file);
  try {
    writeFileSync(tmp, content);
    renameSync(tmp, file);
  } finally {
    rmSync(tmp, { force: true });
  }
}

/** Copies a finished variant into the served folder (whole, as above), unless it is there. */
export function publish(/** @type {string} */ file, /** @type {string | undefined} */ dir) {
  if (!dir) return;
  const target = path.join(dir, path.basename(file));
  if (existsSync(target)) return;
  const tmp = tmpName(target);
  try {
    copyFileSync(file, tmp);
    renameSync(tmp, target);
  } finally {
    rmSync(tmp, { force: true });
  }
}

/**
 * `/favicon.ico` for browsers and tools that ask for it whatever the page says: the SVG icon
 * drawn at 16, 32 and 48 px, each stored as PNG inside the ICO container (supported since
 * Windows Vista and by every browser).
 */
export async function buildFavicon({ svgPath, icoPath }) {
  if (existsSync(icoPath) && statSync(icoPath).mtimeMs >= statSync(svgPath).mtimeMs) return false;
  const sizes = [16, 32, 48];
  const pngs = await Promise.all(
    sizes.map((size) => sharp(svgPath, { density: 72 }).resize(size, size).png().toBuffer()),
  );
  const header = Buffer.alloc(6 + 16 * sizes.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(sizes.length, 4);
  let offset = header.length;
  sizes.forEach((size, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size, entry); // width (0 would mean 256)
    header.writeUInt8(size, entry + 1); // height
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(pngs[i].length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += pngs[i].length;
  });
  writeFileSync(icoPath, Buffer.concat([header, ...pngs]));
  return true;
}

/**
 * Progress of a long image build that reads in a terminal and in a CI log alike. On a terminal,
 * one line rewritten in place ("images: 120/231"); elsewhere (CI, docker build, a pipe), a new
 * line at each tenth of the work, so a log gets about ten lines however many images there are.
 * @param {{ isTTY: boolean, write: (text: string) => void }} output
 */
export function progressPrinter({ isTTY, write }) {
  let lastTenth = -1;
  return (/** @type {number} */ done, /** @type {number} */ total) => {
    if (total === 0) return;
    if (done === 0) {
      write(`images: ${total} to generate (AVIF and WebP)\n`);
      return;
    }
    if (isTTY) {
      write(`\rimages: ${done}/${total}${done === total ? "\n" : ""}`);
      return;
    }
    const tenth = Math.floor((done * 10) / total);
    if (tenth > lastTenth) {
      lastTenth = tenth;
      write(`images: ${done}/${total}\n`);
    }
  };
}
