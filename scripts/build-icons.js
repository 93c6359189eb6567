// Writes app/generated/icons.ts: the drawing of each icon of app/components/icons/icon-names.ts as
// a string of SVG markup, from the lucide icon data installed with lucide-react (a build-time
// source only). Pages draw an icon inline, inside its own <svg>: a shared source file referenced
// with <use href> made the browser load and parse a second document on every page, a cost a
// slow phone feels more than the few bytes each drawing adds to the compressed HTML.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ICON_NAMES } from "../app/components/icons/icon-names.ts";

const root = path.resolve(import.meta.dirname, "..");
const iconsDir = path.join(root, "node_modules/lucide-react/dist/esm/icons");
const escape = (value) =>
  String(value).replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

/** An icon's drawing; a former name is a file that re-exports the current one. */
async function iconData(name) {
  const file = path.join(iconsDir, `${name}.mjs`);
  const { __iconData } = await import(pathToFileURL(file).href);
  if (__iconData) return __iconData;
  const target = /from '\.\/([\w-]+)\.mjs'/.exec(readFileSync(file, "utf8"))?.[1];
  if (!target) throw new Error(`lucide has no icon named ${name}`);
  return iconData(target);
}

/** "share-2" → "share2": the export that holds an icon's drawing. */
const exportName = (name) => name.replace(/-(\w)/g, (_, letter) => letter.toUpperCase());

const drawings = [];
for (const name of ICON_NAMES) {
  const icon = await iconData(name);
  if ((icon.size ?? 24) !== 24) throw new Error(`${name} is not drawn on lucide's 24×24 grid`);
  const children = icon.node
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([key]) => key !== "key")
        .map(([key, value]) => `${key}="${escape(value)}"`)
        .join(" ");
      return `<${tag} ${attrs}/>`;
    })
    .join("");
  drawings.push(`export const ${exportName(name)} = ${JSON.stringify(children)};`);
}
const source = `// Made by scripts/build-icons.js from lucide's drawings.\n${drawings.join("\n")}\n`;
const out = path.join(root, "app/generated/icons.ts");
mkdirSync(path.dirname(out), { recursive: true });
let previous = "";
try {
  previous = readFileSync(out, "utf8");
} catch {
  previous = "";
}
if (previous !== source) writeFileSync(out, source);
console.log(`icons: ${ICON_NAMES.length} drawings, ${source.length} bytes`);
