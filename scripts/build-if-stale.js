import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const marker = path.join(buildDir, "server/index.js");
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
  "vite.workers.config.ts",
  "react-router.config.ts",
  "scripts/build-images.js",
  "scripts/image-files.js",
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

/**
 * Builds when there is no build yet or a source file is newer than it. With `imagesLater`
 * (`npm start`), the build reads the pictures' sizes but encodes none: the caller serves, then
 * starts `encodeImagesInBackground`.
 */
export function buildIfStale({ imagesLater = false } = {}) {
  const built = existsSync(marker) ? statSync(marker).mtimeMs : 0;
  const source = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
  if (built && built >= source) return false;
  console.log(
    built ? "Sources changed since the last build: rebuilding…" : "No build yet: building…",
  );
  const result = spawnSync("npm", ["run", "build"], {
    cwd: root,
    stdio: "inherit",
    env: imagesLater ? { ...process.env, IMAGES_LATER: "1" } : process.env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  return true;
}

/**
 * The image pipeline for the pictures the build lacks: encoded into the cache (public/img, or
 * IMAGE_CACHE_DIR, which tests point at an empty folder) and copied into the build as each is done.
 */
const encoderArgs = () => [
  path.join(root, "scripts/build-images.js"),
  "--publish",
  path.join(buildDir, "client/img"),
  ...(process.env.IMAGE_CACHE_DIR ? ["--cache", process.env.IMAGE_CACHE_DIR] : []),
];

/**
 * `npm start`, once the site serves: encodes the missing pictures in a child process at the
 * lowest CPU priority (every thread of it, hence `nice` rather than a priority set afterwards),
 * printing `images: n/total`. It ends with this process: a stopped site leaves no encoder behind.
 */
export function encodeImagesInBackground() {
  const nice = existsSync("/usr/bin/nice");
  const [command, ...args] = nice
    ? ["/usr/bin/nice", "-n", "19", process.execPath, ...encoderArgs()]
    : [process.execPath, ...encoderArgs()];
  const child = spawn(command, args, { cwd: root, stdio: ["ignore", "inherit", "inherit"] });
  process.on("exit", () => child.kill("SIGTERM"));
  return child;
}

/** The same, waited for: `npm test` checks every picture's format, so it needs them all. */
export function finishImages() {
  const result = spawnSync(process.execPath, encoderArgs(), { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale();
