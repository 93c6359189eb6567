import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const marker = path.resolve(root, process.env.BUILD_DIR ?? "build", "server/index.js");
const SOURCES = [
  "app",
  "server",
  "db",
  "images",
  "public",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "vite.islands.config.ts",
  "react-router.config.ts",
  "scripts/build-images.js",
  "scripts/build-icons.js",
  "scripts/build-service-worker.js",
  "scripts/compress-assets.js",
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    // Generated folders would make every build look stale.
    if (entry === "generated" || entry === "img" || entry === "node_modules") continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Builds when there is no build yet or a source file is newer than it. */
export function buildIfStale() {
  const built = existsSync(marker) ? statSync(marker).mtimeMs : 0;
  const source = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
  if (built && built >= source) return false;
  console.log(
    built ? "Sources changed since the last build: rebuilding…" : "No build yet: building…",
  );
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale();
