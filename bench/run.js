// The bench itself, started by `npm run bench` (bench/index.js) once the bench's own tools are
// installed in bench/node_modules. It measures (never asserts) what the quality bars talk about, on the production
// build: Lighthouse mobile scores and metrics for every public page in both languages, page and
// JavaScript weight, and HTTP throughput. Writes bench/REPORT.md and bench/results.json.
//   npm run bench            every page, FR and EN
//   npm run bench -- --quick French pages only, shorter load test
//   npm run bench -- --outbox-baseline build-old   also measures the outbox of another build
//   npm run bench -- --pages-only   Lighthouse and page serving only (no leads, sign-in, outbox)
//   npm run bench -- --baseline-build build-old   also measures another build (e.g. a copy of
//     main's build), French pages and page serving, for before/after ratios in the same run
//   node bench/framework-weight.js   the framework's own JavaScript alone (also in every report)
//   npm run bench -- --devis-pdf   the devis PDF alone (20 lines, 100 drawings), no Lighthouse
//   npm run bench -- --uploads   picture uploads alone (12-megapixel photos), no Lighthouse
//   npm run bench -- --visits   what counting visits costs a cached page, on vs off, alone
//   npm run bench -- --runs 5   Lighthouse rounds over every page and language (default 3, 1 with
//     --quick); the report gives each metric's median and the range of the score and of TBT
//   npm run bench -- --original http://127.0.0.1:3960   also the site this one replaces (served by
//     ../shared/original-site/build.sh or any URL), French pages, in the same rounds
//   npm run bench -- --pages /,/contact,/quote   only these pages
//   npm run bench -- --phones   also every page at a CPU slowdown calibrated to a low-tier and a
//     mid-tier phone (bench/phones.js), ours, scripts blocked and the original, in the same rounds
//   npm run bench -- --phones-only   those rows alone (no 4× rows, no page serving)
//   npm run bench -- --mid-runs 3   fewer rounds for the mid-tier phone than --runs (its row has
//     no budget of its own), to keep a full run of every page under an hour
// Every page is also measured with its scripts blocked (the same HTML, no JavaScript): the TBT
// the page's own markup and CSS cost, which scripts add to.
// Parts alone: node bench/outbox.js, node bench/leads.js, node bench/signin.js (see each file).
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";

import { tmpdir } from "node:os";
import path from "node:path";
import * as prettier from "prettier";
import { benchLeads, startServer } from "./leads.js";
import { benchSignInFlood } from "./signin.js";
import { benchOutbox } from "./outbox.js";
import { buildIfStale } from "../scripts/build-if-stale.js";
import { frameworkWeight } from "./framework-weight.js";
import { benchStaticBaseline, firstBytes } from "./pages.js";
import { lighthouseRun, medianOfRuns } from "./lighthouse.js";
import { reportMarkdown } from "./report.js";
import { benchPhones } from "./phones.js";
import { benchDevisPdf, benchInvoicePdf } from "./devis-pdf.js";
import { benchUploads } from "./uploads.js";

const quick = process.argv.includes("--quick");
const baselineAt = process.argv.indexOf("--outbox-baseline");
const outboxBaseline = baselineAt > 0 ? process.argv[baselineAt + 1] : undefined;
const pagesOnly = process.argv.includes("--pages-only");
const buildBaselineAt = process.argv.indexOf("--baseline-build");
const baselineBuild = buildBaselineAt > 0 ? process.argv[buildBaselineAt + 1] : undefined;
const runsAt = process.argv.indexOf("--runs");
// One Lighthouse run swings by 40 points of TBT-driven score on these machines: the median of
// several, alternated between builds, is what the report compares.
const lighthouseRuns =
  runsAt > 0 ? Math.max(1, Number(process.argv[runsAt + 1]) || 1) : quick ? 1 : 3;
const originalAt = process.argv.indexOf("--original");
const originalUrl = originalAt > 0 ? process.argv[originalAt + 1]?.replace(/\/$/, "") : undefined;
const pagesAt = process.argv.indexOf("--pages");
const phonesOnly = process.argv.includes("--phones-only");
const midRunsAt = process.argv.indexOf("--mid-runs");
const phones = phonesOnly || process.argv.includes("--phones");
const root = path.resolve(import.meta.dirname, "..");
const ALL_PAGES = [
  "/",
  "/a-propos",
  "/produits",
  "/services",
  "/galeries",
  "/blog",
  "/contact",
  "/quote",
];
const PAGES = pagesAt > 0 ? process.argv[pagesAt + 1].split(",") : ALL_PAGES;
buildIfStale();
const framework = await frameworkWeight();
console.log(
  `the framework alone: ${framework.map((r) => `${r.gzipKb} KB gzip, ${r.label}`).join("; ")}`,
);
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const { child, url } = await startServer({
  dataDir: mkdtempSync(path.join(tmpdir(), "bench-data-")),
});
// The baseline build runs beside this one, so each page is measured on both in turn.
const before = baselineBuild
  ? await startServer({
      dataDir: mkdtempSync(path.join(tmpdir(), "bench-data-")),
      env: { BUILD_DIR: baselineBuild },
    })
  : undefined;
// What the report and results.json are made of, filled in as the bench goes.
const results = {
  quick,
  pagesOnly,
  lighthouseRuns,
  baselineBuild,
  originalUrl,
  framework,
  pages: [],
  pagesBefore: [],
  pagesNoScripts: [],
  pagesOriginal: [],
};
// Every page/language/build measured once per round, rounds one after the other: a page's runs
// are spread over the whole bench, so a busy minute on the machine touches one of them, not all.
const builds = [
  { base: url, into: results.pages, label: "" },
  { base: url, into: results.pagesNoScripts, label: "scripts blocked ", blockScripts: true },
];
// The build before and the original: French pages only (the original has one language in its
// URLs), which keeps a five-round run of every page within the hour.
if (before)
  builds.push({
    base: before.url,
    into: results.pagesBefore,
    label: `${baselineBuild} `,
    frenchOnly: true,
  });
if (originalUrl)
  builds.push({
    base: originalUrl,
    into: results.pagesOriginal,
    label: "original ",
    frenchOnly: true,
  });
const targets = (phonesOnly ? [] : PAGES).flatMap((page) =>
  (quick ? ["fr"] : ["fr", "en"]).flatMap((lng) =>
    builds
      .filter((build) => lng === "fr" || !build.frenchOnly)
      .map((build) => ({
        page,
        lng,
        build,
        url: `${build.base}${page}${lng === "en" ? "?lng=en" : ""}`,
        runs: [],
      })),
  ),
);
for (let round = 1; round <= lighthouseRuns; round++) {
  for (const target of targets) {
    process.stdout.write(
      `lighthouse ${target.build.label}${target.page} ${target.lng} (${round}/${lighthouseRuns})… `,
    );
    const result = await lighthouseRun(target.url, target.lng, target.build.blockScripts);
    console.log(
      `perf ${result.performance} (benchmarkIndex ${result.benchmarkIndex}) TBT ${result.tbtMs} ms, JS ${result.jsKb} KB (${result.jsGzipKb} KB gzip)`,
    );
    target.runs.push(result);
  }
}
for (const { page, lng, build, url: target, runs } of targets) {
  const bytes = build.frenchOnly || build.blockScripts ? {} : await firstBytes(target);
  build.into.push({ page, lng, ...medianOfRuns(runs), ...bytes });
}
if (phones) {
  results.phonesOnly = phonesOnly;
  results.phones = await benchPhones({
    url,
    beforeUrl: before?.url,
    originalUrl,
    pages: PAGES,
    runs: lighthouseRuns,
    midRuns: midRunsAt > 0 ? Math.max(1, Number(process.argv[midRunsAt + 1]) || 1) : undefined,
    languages: quick ? ["fr"] : ["fr", "en"],
  });
}
if (phonesOnly) {
  child.kill("SIGTERM");
  before?.child.kill("SIGTERM");
  await writeReport();
  console.log("\nwrote bench/REPORT.md");
  process.exit(0);
}
const seconds = (results.seconds = quick ? 3 : 5);
const rounds = (results.rounds = quick ? 2 : 3);
console.log(
  `page serving: server-rendered vs the same HTML as a static file (${rounds}×${seconds} s each, alternated)`,
);
results.serving = await benchStaticBaseline({
  url,
  clientDir: path.join(buildDir, "client"),
  paths: ["/", "/services"],
  seconds,
  rounds,
});
child.kill("SIGTERM");
if (before) {
  console.log(`the same against ${baselineBuild}:`);
  results.servingBefore = await benchStaticBaseline({
    url: before.url,
    clientDir: path.join(path.resolve(root, baselineBuild), "client"),
    paths: ["/", "/services"],
    seconds,
    rounds,
  });
  before.child.kill("SIGTERM");
}

console.log("devis PDF: 20 lines, drawn 100 times…");
results.devisPdf = await benchDevisPdf();
console.log(JSON.stringify(results.devisPdf));
console.log("invoice PDF: 20 lines, drawn 100 times…");
results.invoicePdf = await benchInvoicePdf();
console.log(JSON.stringify(results.invoicePdf));
console.log("picture uploads: five 12-megapixel photos…");
results.uploads = await benchUploads({ baselineBuild });
console.log(JSON.stringify(results.uploads));
// The page figures are written first, so a run stopped later still leaves them.
await writeReport();
if (!pagesOnly) {
  console.log(
    `lead storage: 200 concurrent quote submissions, ${quick ? 10 : 30} s steady, then again with kill -9 halfway…`,
  );
  results.leads = await benchLeads({ concurrency: 200, seconds: quick ? 10 : 30 });
  console.log(JSON.stringify(results.leads));

  console.log("sign-in flood: GET / p50 before and during a distributed password-guessing flood…");
  results.signIn = await benchSignInFlood({ seconds: quick ? 5 : 10 });
  console.log(JSON.stringify(results.signIn));
  results.outbox = await benchOutbox({
    count: 2000,
    seconds: quick ? 30 : 120,
    baseline: outboxBaseline,
  });
}
async function writeReport() {
  mkdirSync(path.join(root, "bench"), { recursive: true });
  // Formatted as the repository's other Markdown, so `npm test`'s format check passes after a run.
  const reportPath = path.join(root, "bench/REPORT.md");
  const options = await prettier.resolveConfig(reportPath);
  const report = reportMarkdown(results);
  writeFileSync(reportPath, await prettier.format(report, { ...options, filepath: reportPath }));
  writeFileSync(path.join(root, "bench/results.json"), JSON.stringify(results, null, 2));
}

await writeReport();
console.log("\nwrote bench/REPORT.md");
process.exit(0);
