import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { staleReferences } from "./path-references.js";

const root = path.resolve(import.meta.dirname, "..");

describe("paths named in documents and code", () => {
  it("all exist", () => {
    expect(staleReferences()).toEqual([]);
  });

  it("are checked: a moved file, a folder's file, a bare name and a wildcard", () => {
    const probe = path.join(root, "docs", "stale-probe.md");
    writeFileSync(
      probe,
      [
        "See app/features/pages/document.ts and features/blog/gone.server.ts,",
        "`walk.ts` and `nowhere.tsx`, app/i18n/admin/{fr,de}/site.ts, tests/e2e/*.nothing.ts.",
        "Fine: app/routes/sitemap[.]xml.ts, docs/decisions/037, app/generated/icons.ts.",
      ].join("\n"),
    );
    try {
      const found = staleReferences()
        .filter((s) => s.file === "docs/stale-probe.md")
        .map((s) => s.path);
      expect(found.sort()).toEqual(
        [
          "app/features/pages/document.ts",
          "app/features/blog/gone.server.ts",
          "nowhere.tsx",
          "app/i18n/admin/{fr,de}/site.ts",
          "tests/e2e/*.nothing.ts",
        ].sort(),
      );
    } finally {
      rmSync(probe, { force: true });
    }
  });
});
