// Builds the service worker (app/features/offline/service-worker.ts) into <build>/client/sw.js,
// after the client build whose files it keeps: the hashed stylesheet, the logo,
// and the code of the contact and quote pages' islands (from the islands' build manifest).
// Its version is the client build's (the hashed manifest's name) plus those files, so every
// deploy that changes the client gives browsers a new worker, which drops the old copies.
// See docs/decisions/020-offline-forms.md.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { build } from "vite";

const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.resolve(root, process.env.BUILD_DIR ?? "build", "client");
const assets = readdirSync(path.join(clientDir, "assets"));

function asset(pattern, what) {
  const found = assets.filter((file) => pattern.test(file));
  if (found.length !== 1)
    throw new Error(
      `service worker: expected one ${what} in the client build, found ${found.length}`,
    );
  return `/assets/${found[0]}`;
}

const manifest = asset(/^manifest-[\w-]+\.js$/, "route manifest");
const precache = [asset(/^app-[\w-]+\.css$/, "stylesheet"), "/logo.svg", "/favicon.svg"];
/**
 * The islands of the pages kept offline (/contact, /quote), with every file their code imports,
 * now or later, and every page script: kept, they wake when the reader starts on a form even after the connection has
 * dropped, and a form sent offline goes to the queue instead of the browser's error page.
 */
const KEPT_ISLANDS = [
  "app/sections/contact/contact-form.island.tsx",
  "app/sections/quote/quote-form.island.tsx",
  "app/sections/quote/estimator.island.tsx",
  "app/components/toast/toaster.island.tsx",
  "app/components/layout/language-switch.island.tsx",
];
const islands = JSON.parse(readFileSync(path.resolve(clientDir, "../server/islands.json"), "utf8"));
const code = new Set();
function keep(key) {
  const entry = islands[key];
  if (!entry) throw new Error(`service worker: ${key} is not in the islands' build`);
  if (code.has(`/islands/${entry.file}`)) return;
  code.add(`/islands/${entry.file}`);
  // The loader names every island: only its own file is kept, not what it could load.
  if (entry.isEntry) return;
  for (const next of [...(entry.imports ?? []), ...(entry.dynamicImports ?? [])]) keep(next);
}
keep("app/islands/loader.ts");
KEPT_ISLANDS.forEach(keep);
// The page scripts (the quote page's tabs, the language kept, the offline queue): a few KB.
Object.keys(islands)
  .filter((key) => key.endsWith(".script.ts"))
  .forEach(keep);

const version = createHash("sha256")
  .update([manifest, ...precache, ...code].join("\n"))
  .digest("base64url")
  .slice(0, 12);

await build({
  configFile: false,
  root,
  logLevel: "warn",
  publicDir: false,
  resolve: { alias: { "~": path.join(root, "app") } },
  define: { SW_BUILD: JSON.stringify({ version, assets: precache, code: [...code] }) },
  build: {
    outDir: clientDir,
    emptyOutDir: false,
    copyPublicDir: false,
    minify: true,
    target: "es2022",
    lib: {
      entry: path.join(root, "app/features/offline/service-worker.ts"),
      formats: ["iife"],
      name: "serviceWorker",
      fileName: () => "sw.js",
    },
  },
});
const size = statSync(path.join(clientDir, "sw.js")).size;
console.log(
  `service worker: sw.js ${size} bytes, version ${version}, keeps ${code.size} island files`,
);
