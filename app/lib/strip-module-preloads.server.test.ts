import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { stripModulePreloads } from "./strip-module-preloads.server";

const page =
  '<html><head><title>Été à Lomé</title><link rel="modulepreload" href="/assets/a.js" nonce="n"/><link rel="stylesheet" href="/s.css"/><link rel="modulepreload" href="/assets/b.js"/></head><body><link rel="modulepreload" href="/keep.js"/><script type="module">import "/assets/a.js"</script></body></html>';

describe("stripModulePreloads", () => {
  it("drops the head's module preloads and nothing else, however the stream is cut", async () => {
    for (const size of [1, 7, 64, page.length]) {
      const bytes = Buffer.from(page);
      const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
        bytes.subarray(i * size, (i + 1) * size),
      );
      const out = await text(Readable.from(chunks).pipe(stripModulePreloads()));
      expect(out).toBe(
        '<html><head><title>Été à Lomé</title><link rel="stylesheet" href="/s.css"/></head><body><link rel="modulepreload" href="/keep.js"/><script type="module">import "/assets/a.js"</script></body></html>',
      );
    }
  });
});
