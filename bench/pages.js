// Page-serving measurements of `npm run bench` (see docs/decisions/017 and 018):
// - server-rendered pages against the same HTML served as a static file by the same server,
//   with and without brotli, measured in alternation so a busy machine weighs on both alike;
// - the first bytes of each page: how much brotli it takes to reach the end of its first screen.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import autocannon from "autocannon";

const STATIC_DIR = "bench-static";

function load(url, seconds, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 20, duration: seconds, headers }, (error, result) => {
      if (error) return reject(error);
      resolve({
        rps: result.requests.average,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
      });
    });
  });
}

const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;

/**
 * The requests measured: without and with brotli, a first visit from a search engine (its
 * `Referer` earns it the visit-origin cookie: the way most visitors arrive), and a first visit
 * through a campaign's tagged link (both in docs/decisions/017-page-cache.md, "First visits" and
 * "Campaign links").
 */
const VISITS = [
  { name: "identity", label: "none", headers: {} },
  { name: "br", label: "brotli", headers: { "accept-encoding": "br" } },
  {
    name: "br-referred",
    label: "brotli, first visit from Google",
    headers: { "accept-encoding": "br", referer: "https://www.google.com/" },
  },
  {
    name: "br-campaign",
    label: "brotli, campaign link (utm_* tags)",
    query: "?utm_source=whatsapp&utm_campaign=rentree",
    headers: { "accept-encoding": "br" },
  },
];

/**
 * For each path: saves the page as rendered for an anonymous visitor into the client build as a
 * file (with brotli and gzip copies, as the build does for assets), then alternates load runs on
 * the page and on the file, for each of the VISITS. Returns requests/s of both and their ratio.
 */
export async function benchStaticBaseline({ url, clientDir, paths, seconds, rounds }) {
  const dir = path.join(clientDir, STATIC_DIR);
  mkdirSync(dir, { recursive: true });
  const results = {};
  try {
    for (const page of paths) {
      const html = Buffer.from(await (await fetch(`${url}${page}`)).arrayBuffer());
      const file = `${page === "/" ? "index" : page.slice(1).replaceAll("/", "-")}.html`;
      writeFileSync(path.join(dir, file), html);
      writeFileSync(
        path.join(dir, `${file}.br`),
        brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(path.join(dir, `${file}.gz`), gzipSync(html, { level: 9 }));
      for (const { name: visit, label, headers, query = "" } of VISITS) {
        const runs = { server: [], static: [] };
        for (let round = 0; round < rounds; round++) {
          // Alternate which goes first, so neither always gets the fresher machine.
          const order = round % 2 ? ["static", "server"] : ["server", "static"];
          for (const kind of order) {
            const target =
              (kind === "server" ? `${url}${page}` : `${url}/${STATIC_DIR}/${file}`) + query;
            runs[kind].push(await load(target, seconds, headers));
          }
        }
        const server = Math.round(mean(runs.server.map((r) => r.rps)));
        const fileRps = Math.round(mean(runs.static.map((r) => r.rps)));
        results[`${page} ${visit}`] = {
          page,
          visit,
          label,
          serverRps: server,
          staticRps: fileRps,
          ratio: Number((server / fileRps).toFixed(2)),
          serverP99Ms: Math.max(...runs.server.map((r) => r.p99Ms)),
          staticP99Ms: Math.max(...runs.static.map((r) => r.p99Ms)),
          non2xx: [...runs.server, ...runs.static].reduce((n, r) => n + r.non2xx, 0),
          errors: [...runs.server, ...runs.static].reduce((n, r) => n + r.errors, 0),
        };
        const r = results[`${page} ${visit}`];
        console.log(
          `  ${page} ${visit}: server ${r.serverRps} req/s, static file ${r.staticRps} req/s, ratio ${r.ratio}`,
        );
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return results;
}

/**
 * What the first round trips carry: the page's brotli size, and how many brotli bytes it takes to
 * reach the end of the first screen (the head with its inline CSS, the header and the first
 * section of <main>), compressed as one stream as the server sends it.
 */
export async function firstBytes(url) {
  const res = await fetch(url, { headers: { "accept-encoding": "identity" } });
  const html = await res.text();
  const main = html.indexOf("<main");
  const firstSectionEnd = main === -1 ? -1 : html.indexOf("</section>", main);
  const cut = firstSectionEnd === -1 ? html.length : firstSectionEnd + "</section>".length;
  // Brotli 5, as the server compresses pages (see server/page-cache.ts).
  const br = (text) =>
    brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      .length;
  const inlineCss = /<style data-inline-css=""[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
  return {
    htmlKb: Math.round(html.length / 1024),
    htmlBrKb: Number((br(html) / 1024).toFixed(1)),
    inlineCssKb: Math.round(inlineCss.length / 1024),
    firstScreenBrKb: Number((br(html.slice(0, cut)) / 1024).toFixed(1)),
  };
}

/** gzip size of every script a page loaded (Lighthouse reports what travelled: brotli here). */
const gzipSizes = new Map();
export async function scriptsGzipKb(urls) {
  let total = 0;
  for (const url of urls) {
    if (!gzipSizes.has(url)) {
      const res = await fetch(url, { headers: { "accept-encoding": "identity" } });
      gzipSizes.set(url, gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length);
    }
    total += gzipSizes.get(url);
  }
  return Math.round(total / 1024);
}
