// `npm run install:production` (or `node scripts/install-production.js` where node_modules does
// not exist yet): replaces node_modules with the production dependencies only, at exactly the
// versions of package-lock.json. Run it after `npm run build`; the server needs nothing else.
//
// Why not `npm ci --omit=dev`: npm keeps a dev dependency when a production package names it as
// an optional peer (better-auth names vitest, @react-router/node names typescript), so that
// install still carries vite, vitest, TypeScript and their native binaries (about 75 MB).
// Here npm installs from a copy of package.json without devDependencies in a scratch folder,
// against the committed lockfile; every package it installed is then checked against that
// lockfile (same version, same integrity) before node_modules is swapped in.
// See docs/decisions/011-install-and-production-dependencies.md.
import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const readJson = (/** @type {string} */ file) => JSON.parse(readFileSync(file, "utf8"));

const manifest = readJson(path.join(root, "package.json"));
const lock = readJson(path.join(root, "package-lock.json"));

// Inside the project, so the final rename stays on one filesystem.
const scratch = mkdtempSync(path.join(root, ".install-production-"));
try {
  const { devDependencies: _dev, ...production } = manifest;
  writeFileSync(path.join(scratch, "package.json"), `${JSON.stringify(production, null, 2)}\n`);
  copyFileSync(path.join(root, "package-lock.json"), path.join(scratch, "package-lock.json"));
  if (existsSync(path.join(root, ".npmrc")))
    copyFileSync(path.join(root, ".npmrc"), path.join(scratch, ".npmrc"));

  const npm = spawnSync("npm", ["install", "--omit=dev", "--no-audit", "--no-fund"], {
    cwd: scratch,
    stdio: "inherit",
  });
  if (npm.status !== 0) throw new Error(`npm install --omit=dev failed (exit ${npm.status})`);

  // npm writes what it installed to node_modules/.package-lock.json.
  const installed = readJson(path.join(scratch, "node_modules/.package-lock.json")).packages;
  const drift = Object.entries(installed)
    .filter(([where, pkg]) => {
      const locked = lock.packages[where];
      return !locked || locked.version !== pkg.version || locked.integrity !== pkg.integrity;
    })
    .map(([where, pkg]) => `${where}@${pkg.version}`);
  if (drift.length > 0)
    throw new Error(
      `these packages are not in package-lock.json as installed (run npm install and commit the lockfile):\n  ${drift.join("\n  ")}`,
    );

  rmSync(path.join(root, "node_modules"), { recursive: true, force: true });
  renameSync(path.join(scratch, "node_modules"), path.join(root, "node_modules"));
  console.log(
    `install-production: ${Object.keys(installed).length} packages, as locked in package-lock.json`,
  );
} catch (error) {
  console.error(`install-production: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
