import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect } from "vitest";
import { PUBLIC_PAGES } from "~/content/public-pages";
import { it } from "../helpers/fixtures";

/**
 * The W3C Nu HTML checker (npm vnu-jar) on every public page in both languages, as sent to a
 * visitor. It runs on Java: CI installs it (.ci/run); a machine without Java skips this file and
 * says so. CSS messages are left out: the checker does not know Tailwind 4's @property rules.
 */
const java = spawnSync("java", ["-version"]).status === 0;
const vnu = String(createRequire(import.meta.url)("vnu-jar"));

describe.skipIf(!java)("valid HTML (W3C Nu checker)", () => {
  it("reports no error outside CSS on any public page, in French and English", async ({
    server,
  }) => {
    const dir = mkdtempSync(path.join(tmpdir(), "html-"));
    try {
      const files: string[] = [];
      const slug = (await (await fetch(`${server.url}/blog`)).text()).match(
        /href="\/blog\/([a-z0-9-]+)"/,
      )?.[1];
      for (const page of [...PUBLIC_PAGES, ...(slug ? [`/blog/${slug}`] : [])])
        for (const query of ["", "?lng=en"]) {
          const file = path.join(
            dir,
            `${(page.replace(/\//g, "_") || "_") + (query ? "-en" : "-fr")}.html`,
          );
          writeFileSync(file, await (await fetch(`${server.url}${page}${query}`)).text());
          files.push(file);
        }
      const run = spawnSync("java", ["-jar", vnu, "--errors-only", "--format", "json", ...files], {
        encoding: "utf8",
        maxBuffer: 16 * 1024 * 1024,
      });
      const { messages } = JSON.parse(run.stderr || "{}") as {
        messages?: Array<{ url: string; message: string; extract?: string }>;
      };
      // The checker ran and answered (an empty answer would pass for "no error").
      expect(Array.isArray(messages)).toBe(true);
      const errors = messages!
        .filter((m) => !/^CSS:/.test(m.message))
        .map((m) => `${path.basename(m.url)}: ${m.message}`);
      expect(files.length).toBeGreaterThanOrEqual(20);
      expect(errors).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
