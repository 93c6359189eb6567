import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
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
