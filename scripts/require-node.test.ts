import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";

// The machines ship an older Node at /usr/bin/node (CI's bare machine too): the README's quick
// start run with it must stop at once with one line saying what to do.
const system = "/usr/bin/node";
const systemMajor = existsSync(system)
  ? spawnSync(system, ["-p", "process.versions.node.split('.')[0]"], {
      encoding: "utf8",
    }).stdout.trim()
  : "";
const root = path.resolve(import.meta.dirname, "..");

it.skipIf(!systemMajor || systemMajor === process.versions.node.split(".")[0])(
  "npm start and npm test on an older Node stop with one line naming the Node needed",
  () => {
    for (const script of ["start.js", "test.js", "serve.js"]) {
      const run = spawnSync(system, [path.join(root, "scripts", script)], {
        cwd: root,
        encoding: "utf8",
        env: { ...process.env, DATA_DIR: "/nonexistent" },
        timeout: 20_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr.trim()).toMatch(
        /^This site needs Node\.js 24 \(this machine runs \d+\.[\d.]+\)/,
      );
      expect(run.stderr.trim().split("\n")).toHaveLength(1);
    }
  },
);

/**
 * `npm ci --dry-run` in a scratch copy of the install files, run by the Node of `nodeBin` (the
 * machine's npm starts with whichever `node` comes first on PATH), without npm's variables of the
 * run that started the tests.
 */
function dryRunInstall(nodeBin: string) {
  const scratch = mkdtempSync(path.join(tmpdir(), "npm-ci-engines-"));
  try {
    for (const file of ["package.json", "package-lock.json", ".npmrc"])
      copyFileSync(path.join(root, file), path.join(scratch, file));
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith("npm_")),
    );
    return spawnSync("/usr/bin/npm", ["ci", "--dry-run", "--no-audit", "--no-fund"], {
      cwd: scratch,
      encoding: "utf8",
      env: { ...env, PATH: `${nodeBin}:/usr/bin:/bin` },
      timeout: 60_000,
    });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

it.skipIf(
  !systemMajor ||
    systemMajor === process.versions.node.split(".")[0] ||
    !existsSync("/usr/bin/npm"),
)(
  "npm ci on an older Node refuses at once (engine-strict), and installs on Node 24",
  () => {
    const older = dryRunInstall("/usr/bin");
    expect(older.status).not.toBe(0);
    expect(older.stderr).toContain("npm error code EBADENGINE");
    expect(older.stderr).toContain('Required: {"node":">=24 <25"}');
    // engine-strict also holds every dependency to its own engines: none may refuse Node 24.
    const current = dryRunInstall(path.dirname(process.execPath));
    expect(current.status, current.stderr).toBe(0);
    expect(current.stderr).not.toContain("EBADENGINE");
  },
  120_000,
);
