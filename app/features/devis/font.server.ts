import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { inflateSync } from "node:zlib";
import Pdfkit from "pdfkit";

/**
 * The devis PDF's font: DejaVu Sans from @fontsource/dejavu-sans, whose one "latin" file holds
 * the whole font, the narrow no-break space (U+202F) of French amounts included.
 */
const require = createRequire(import.meta.url);

/** The font's packaged files (regular 400, bold 700). */
export const fontFile = (weight: 400 | 700) =>
  require.resolve(`@fontsource/dejavu-sans/files/dejavu-sans-latin-${weight}-normal.woff`);

let fonts: { regular: Buffer; bold: Buffer } | undefined;

/** Both weights as plain TrueType, read and unpacked once per process. */
export function devisFonts(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: woffToSfnt(readFileSync(fontFile(400))),
    bold: woffToSfnt(readFileSync(fontFile(700))),
  };
  return fonts;
}

/**
 * A WOFF 1.0 file as the TrueType file it wraps. pdfkit reads WOFF itself, but its font engine
 * inflates a compressed table again at every glyph it looks up: a 20-line devis took 1.2 s that
 * way, and 0.1 s from the unpacked tables. WOFF2 is no way out: its subsets come out broken.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") return woff;
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const packed = woff.readUInt32BE(entry + 8);
    const size = woff.readUInt32BE(entry + 12);
    const bytes = woff.subarray(offset, offset + packed);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: packed < size ? inflateSync(bytes) : bytes,
    };
  });
  const directory = 12 + 16 * numTables;
  const padded = (n: number) => (n + 3) & ~3;
  const out = Buffer.alloc(tables.reduce((sum, t) => sum + padded(t.data.length), directory));
  // The sfnt header: version, table count, and the binary-search fields derived from the count.
  const power = 2 ** Math.floor(Math.log2(numTables));
  out.writeUInt32BE(woff.readUInt32BE(4), 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE((numTables - power) * 16, 10);
  let offset = directory;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    table.tag.copy(out, record);
    out.writeUInt32BE(table.checksum, record + 4);
    out.writeUInt32BE(offset, record + 8);
    out.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(out, offset);
    offset += padded(table.data.length);
  });
  return out;
}

interface Face {
  hasGlyphForCodePoint(codePoint: number): boolean;
}
let faces: Face[] | undefined;

/**
 * The characters of a text the devis font cannot draw (Chinese, emoji…): pdfkit would print
 * nothing in their place, so a name would vanish from the PDF. Line breaks and tabs are layout.
 */
export function unprintable(text: string): string[] {
  faces ??= Object.values(devisFonts()).map((file) => {
    const doc = new Pdfkit({ autoFirstPage: false });
    doc.font(file);
    // pdfkit keeps the opened font (fontkit's) on the document; its public API has no lookup.
    return (Reflect.get(doc, "_font") as { font: Face }).font;
  });
  const missing = new Set<string>();
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    if (codePoint < 0x20) continue;
    if (faces.some((face) => !face.hasGlyphForCodePoint(codePoint))) missing.add(char);
  }
  return [...missing];
}
