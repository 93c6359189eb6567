// Builds the service worker (app/features/offline/service-worker.ts) into <build>/client/sw.js,
// after the client build whose files it keeps: the hashed stylesheet and icon sprite, the logo.
// Its version is the client build's (the hashed manifest's name) plus those files, so every
// deploy that changes the client gives browsers a new worker, which drops the old copies.
// See docs/decisions/020-offline-forms.md.
import { createHash } from "node:crypto";
import { readdirSync, statSync } from "node:fs";
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
const precache = [
  asset(/^app-[\w-]+\.css$/, "stylesheet"),
  asset(/^icons-[\w-]+\.svg$/, "icon sprite"),
  "/logo.svg",
  "/favicon.svg",
];
const version = createHash("sha256")
  .update([manifest, ...precache].join("\n"))
  .digest("base64url")
  .slice(0, 12);

await build({
  configFile: false,
  root,
  logLevel: "warn",
  publicDir: false,
  resolve: { alias: { "~": path.join(root, "app") } },
  define: { SW_BUILD: JSON.stringify({ version, assets: precache }) },
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
console.log(`service worker: sw.js ${size} bytes, version ${version}`);
