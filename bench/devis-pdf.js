// Devis and invoice PDF bench (part of `npm run bench`, or alone, without Lighthouse:
// `npm run bench -- --devis-pdf` or `--invoice-pdf`, or `node bench/devis-pdf.js [--runs 100]
// [--lines 20]`): how long the production build takes to draw a devis, and an invoice, of 20 lines
// as a PDF, and how heavy they are. The first drawings (font unpacked, logo rasterised once per
// process) are left out of the timings.
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

/** Draws one document again and again; the first drawings are timed apart. */
async function timeDrawing(draw, runs) {
  const first = performance.now();
  let pdf = await draw();
  const firstMs = performance.now() - first;
  for (let i = 1; i < WARM_UP; i++) await draw();
  const times = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    pdf = await draw();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 10) / 10;
  return {
    runs,
    firstMs: round(firstMs),
    medianMs: round(quantile(times, 0.5)),
    p99Ms: round(quantile(times, 0.99)),
    maxMs: round(times.at(-1)),
    bytes: pdf.length,
  };
}

async function serverBuild() {
  buildIfStale();
  const entry = path.join(root, process.env.BUILD_DIR ?? "build", "server/index.js");
  return import(pathToFileURL(entry).href);
}

export async function benchDevisPdf({ runs = 100, lines = 20 } = {}) {
  const { renderDevisPdf, sampleDevisPdfInput } = await serverBuild();
  const input = sampleDevisPdfInput(lines);
  return { document: "Devis", lines, ...(await timeDrawing(() => renderDevisPdf(input), runs)) };
}

/** The same for an invoice of the whole of a 20-line devis, drawn by renderInvoicePdf. */
export async function benchInvoicePdf({ runs = 100, lines = 20 } = {}) {
  const { renderInvoicePdf, sampleInvoicePdfInput } = await serverBuild();
  const { file, issuer } = sampleInvoicePdfInput(lines);
  return {
    document: "Invoice",
    lines,
    ...(await timeDrawing(() => renderInvoicePdf(file, issuer), runs)),
  };
}

export function devisPdfReport(r) {
  return [
    `## ${r.document} PDF (${r.lines} lines, ${r.runs} drawings after ${WARM_UP} to warm up)`,
    "",
    `One process draws the same ${r.document.toLowerCase()} again and again with the production build (pdfkit, DejaVu Sans embedded). The first drawing also unpacks the font and rasterises the logo.`,
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
  const options = { runs: Number(values.runs), lines: Number(values.lines) };
  console.log(`\n${devisPdfReport(await benchDevisPdf(options))}`);
  console.log(`\n${devisPdfReport(await benchInvoicePdf(options))}`);
  process.exit(0);
}
