// Writes app/generated/icons.svg: one <symbol> per icon of app/components/icons/sprite-icons.ts,
// drawn from the lucide icon data installed with lucide-react (a build-time source only). Pages
// draw an icon with <svg><use href="…/icons-HASH.svg#name"/></svg>: the drawings are fetched
// once for the whole site instead of shipping as components in every page's JavaScript.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { SPRITE_ICONS } from "../app/components/icons/sprite-icons.ts";

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

const symbols = [];
for (const name of SPRITE_ICONS) {
  const icon = await iconData(name);
  const size = icon.size ?? 24;
  const children = icon.node
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([key]) => key !== "key")
        .map(([key, value]) => `${key}="${escape(value)}"`)
        .join(" ");
      return `<${tag} ${attrs}/>`;
    })
    .join("");
  symbols.push(`<symbol id="${name}" viewBox="0 0 ${size} ${size}">${children}</symbol>`);
}
const sprite = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
const out = path.join(root, "app/generated/icons.svg");
mkdirSync(path.dirname(out), { recursive: true });
let previous = "";
try {
  previous = readFileSync(out, "utf8");
} catch {
  previous = "";
}
if (previous !== sprite) writeFileSync(out, sprite);
console.log(`icons: ${SPRITE_ICONS.length} symbols, ${sprite.length} bytes`);
