// Devis PDF bench (part of `npm run bench`, or alone, without Lighthouse:
// `npm run bench -- --devis-pdf` or `node bench/devis-pdf.js [--runs 100] [--lines 20]`): how long
// the production build takes to draw a devis of 20 lines as a PDF, and how heavy it is. The first
// drawings (font unpacked, logo rasterised once per process) are left out of the timings.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { buildIfStale } from "../scripts/build-if-stale.js";

const root = path.resolve(import.meta.dirname, "..");
const WARM_UP = 3;

/** The q-th quantile (0–1) of sorted values, by the nearest rank. */
function quantile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

export async function benchDevisPdf({ runs = 100, lines = 20 } = {}) {
  buildIfStale();
  const entry = path.join(root, process.env.BUILD_DIR ?? "build", "server/index.js");
  const { renderDevisPdf, sampleDevisPdfInput } = await import(pathToFileURL(entry).href);
  const input = sampleDevisPdfInput(lines);
  const first = performance.now();
  let pdf = await renderDevisPdf(input);
  const firstMs = performance.now() - first;
  for (let i = 1; i < WARM_UP; i++) await renderDevisPdf(input);
  const times = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    pdf = await renderDevisPdf(input);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 10) / 10;
  return {
    lines,
    runs,
    firstMs: round(firstMs),
    medianMs: round(quantile(times, 0.5)),
    p99Ms: round(quantile(times, 0.99)),
    maxMs: round(times.at(-1)),
    bytes: pdf.length,
  };
}

export function devisPdfReport(r) {
  return [
    `## Devis PDF (${r.lines} lines, ${r.runs} drawings after ${WARM_UP} to warm up)`,
    "",
    "One process draws the same devis again and again with the production build's renderDevisPdf (pdfkit, DejaVu Sans embedded). The first drawing also unpacks the font and rasterises the logo.",
    "",
    "| median ms | p99 ms | max ms | first drawing ms | size |",
    "|---|---|---|---|---|",
    `| ${r.medianMs} | ${r.p99Ms} | ${r.maxMs} | ${r.firstMs} | ${(r.bytes / 1024).toFixed(1)} KB (${r.bytes} bytes) |`,
    "",
  ].join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      runs: { type: "string", default: "100" },
      lines: { type: "string", default: "20" },
    },
  });
  const result = await benchDevisPdf({ runs: Number(values.runs), lines: Number(values.lines) });
  console.log(`\n${devisPdfReport(result)}`);
  process.exit(0);
}
