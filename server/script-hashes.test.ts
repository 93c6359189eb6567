import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./script-hashes";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

// Public pages carry no inline script that runs today (decision 037); the page cache still
// allows, by its hash, any a page would render.
describe("inlineScriptHashes", () => {
  it("lists the scripts that run, once each, and nothing else", () => {
    const html = [
      "<script>window.a = 1;</script>",
      '<script type="module">import "/x.js";</script>',
      "<script>window.a = 1;</script>",
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script id="root-data" type="application/json">{"a":1}</script>',
      '<script type="module" src="/islands/loader.js"></script>',
      '<p title="<script>alert(1)</script>">&lt;script&gt;alert(2)&lt;/script&gt;</p>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([hash("window.a = 1;"), hash('import "/x.js";')]);
  });
});
