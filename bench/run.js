// The bench itself, started by `npm run bench` (bench/index.js) once the bench's own tools are
// installed in bench/node_modules. It measures (never asserts) what the quality bars talk about, on the production
// build: Lighthouse mobile scores and metrics for every public page in both languages, page and
// JavaScript weight, and HTTP throughput. Writes bench/REPORT.md and bench/results.json.
//   npm run bench            every page, FR and EN
//   npm run bench -- --quick French pages only, shorter load test
//   npm run bench -- --outbox-baseline build-old   also measures the outbox of another build
//   npm run bench -- --pages-only   Lighthouse and page serving only (no leads, sign-in, outbox)
//   npm run bench -- --baseline-build build-old   also measures page serving of another build
//     (e.g. a copy of main's build), for before/after ratios in the same run
//   node bench/framework-weight.js   the framework's own JavaScript alone (also in every report)
//   npm run bench -- --devis-pdf   the devis PDF alone (20 lines, 100 drawings), no Lighthouse
//   npm run bench -- --runs 5   Lighthouse rounds over every page and language (default 3, 1 with
//     --quick); the report gives each metric's median and the range of the score and of TBT
//   npm run bench -- --original http://127.0.0.1:3960   also the site this one replaces (served by
//     ../shared/original-site/build.sh or any URL), French pages, in the same rounds
//   npm run bench -- --pages /,/contact,/quote   only these pages
// Every page is also measured with its scripts blocked (the same HTML, no JavaScript): the TBT
// the page's own markup and CSS cost, which scripts add to.
// Parts alone: node bench/outbox.js, node bench/leads.js, node bench/signin.js (see each file).
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";

import { cpus, tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import * as prettier from "prettier";
import { benchLeads, startServer } from "./leads.js";
import { benchSignInFlood } from "./signin.js";
import { benchOutbox, outboxReport } from "./outbox.js";
import { buildIfStale } from "../scripts/build-if-stale.js";
import { frameworkWeight } from "./framework-weight.js";
import { benchStaticBaseline, firstBytes, scriptsGzipKb } from "./pages.js";
import { benchDevisPdf, devisPdfReport } from "./devis-pdf.js";

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
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

/**
 * One Lighthouse run in a Chrome of its own, so every run is a first visit. Lighthouse resets the
 * page's storage between runs but deliberately keeps cookies (to stay signed in), and cookies do
 * not tell ports apart: in one shared Chrome, the language cookie an English page sets sent every
 * later French run of both builds to the English page, through a redirect.
 */
async function lighthouseInFreshChrome(url, options) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  try {
    return await lighthouse(url, { ...options, port: chrome.port });
  } finally {
    await chrome.kill();
  }
}

async function lighthouseRun(url, lng, blockScripts = false, attempt = 1) {
  // A visitor whose phone speaks the page's language (no language redirect is measured).
  const extraHeaders = { "Accept-Language": lng === "fr" ? "fr-FR,fr;q=0.9" : "en-GB,en;q=0.9" };
  const { lhr } = await lighthouseInFreshChrome(url, {
    output: "json",
    logLevel: "error",
    formFactor: "mobile",
    extraHeaders,
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    ...(blockScripts ? { blockedUrlPatterns: ["*.js"] } : {}),
  });
  // A run that landed elsewhere measured another page: the report must not carry it.
  if (lhr.finalDisplayedUrl !== url)
    throw new Error(`Lighthouse was sent from ${url} to ${lhr.finalDisplayedUrl}`);
  // Lighthouse occasionally fails to trace a run on a busy machine: try again, then say so.
  const missing = [
    "largest-contentful-paint",
    "cumulative-layout-shift",
    "total-blocking-time",
    "total-byte-weight",
  ].some((id) => typeof lhr.audits[id]?.numericValue !== "number");
  if (lhr.runtimeError || missing) {
    if (attempt < 3) return lighthouseRun(url, lng, blockScripts, attempt + 1);
    throw new Error(
      `Lighthouse could not measure ${url}: ${lhr.runtimeError?.message ?? "metrics missing"}`,
    );
  }
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === "Script");
  const jsBytes = scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const dom = lhr.audits["dom-size-insight"] ?? lhr.audits["dom-size"];
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
    cls: Number(lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
    tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
    totalKb: Math.round(lhr.audits["total-byte-weight"].numericValue / 1024),
    jsKb: Math.round(jsBytes / 1024),
    jsGzipKb: await scriptsGzipKb(scripts.map((r) => r.url)),
    domElements: dom?.numericValue ?? null,
    domSizePass: dom?.score === null || dom?.score === undefined ? null : dom.score >= 0.9,
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    requests: requests.length,
    failed: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
      .map((a) => a.id),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * One page's runs as one row: the median of each timing and score, the range of the score, of
 * TBT and of the machine's benchmarkIndex, and the audits of the run whose score is the median.
 */
function medianOfRuns(runs) {
  const of = (key) => runs.map((r) => r[key]);
  const byScore = [...runs].sort((a, b) => a.performance - b.performance);
  const range = (key) => ({ min: Math.min(...of(key)), max: Math.max(...of(key)) });
  return {
    ...byScore[Math.floor((byScore.length - 1) / 2)],
    runs: runs.length,
    performance: Math.round(median(of("performance"))),
    lcpMs: Math.round(median(of("lcpMs"))),
    cls: Number(median(of("cls")).toFixed(3)),
    tbtMs: Math.round(median(of("tbtMs"))),
    benchmarkIndex: Math.round(median(of("benchmarkIndex"))),
    performanceRange: range("performance"),
    tbtRange: range("tbtMs"),
    benchmarkIndexRange: range("benchmarkIndex"),
  };
}

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
const pages = [];
const pagesBefore = [];
const pagesNoScripts = [];
const pagesOriginal = [];
// Every page/language/build measured once per round, rounds one after the other: a page's runs
// are spread over the whole bench, so a busy minute on the machine touches one of them, not all.
const builds = [
  { base: url, into: pages, label: "" },
  { base: url, into: pagesNoScripts, label: "scripts blocked ", blockScripts: true },
];
if (before) builds.push({ base: before.url, into: pagesBefore, label: `${baselineBuild} ` });
// The original has one language in its URLs: its French pages only.
if (originalUrl)
  builds.push({ base: originalUrl, into: pagesOriginal, label: "original ", frenchOnly: true });
const targets = PAGES.flatMap((page) =>
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
const seconds = quick ? 3 : 5;
const rounds = quick ? 2 : 3;
console.log(
  `page serving: server-rendered vs the same HTML as a static file (${rounds}×${seconds} s each, alternated)`,
);
const serving = await benchStaticBaseline({
  url,
  clientDir: path.join(buildDir, "client"),
  paths: ["/", "/services"],
  seconds,
  rounds,
});
child.kill("SIGTERM");
let servingBefore;
if (before) {
  console.log(`the same against ${baselineBuild}:`);
  servingBefore = await benchStaticBaseline({
    url: before.url,
    clientDir: path.join(path.resolve(root, baselineBuild), "client"),
    paths: ["/", "/services"],
    seconds,
    rounds,
  });
  before.child.kill("SIGTERM");
}

let leads, signIn, outbox;
console.log("devis PDF: 20 lines, drawn 100 times…");
const devisPdf = await benchDevisPdf();
console.log(JSON.stringify(devisPdf));
// The page figures are written first, so a run stopped later still leaves them.
await writeReport();
if (!pagesOnly) {
  console.log(
    `lead storage: 200 concurrent quote submissions, ${quick ? 10 : 30} s steady, then again with kill -9 halfway…`,
  );
  leads = await benchLeads({ concurrency: 200, seconds: quick ? 10 : 30 });
  console.log(JSON.stringify(leads));

  console.log("sign-in flood: GET / p50 before and during a distributed password-guessing flood…");
  signIn = await benchSignInFlood({ seconds: quick ? 5 : 10 });
  console.log(JSON.stringify(signIn));
  outbox = await benchOutbox({
    count: 2000,
    seconds: quick ? 30 : 120,
    baseline: outboxBaseline,
  });
}

async function writeReport() {
  const extraTable = (rows, title) =>
    rows.length
      ? [
          title,
          "",
          "| page | lang | perf | benchmarkIndex | a11y | best practices | SEO | LCP ms | CLS | TBT ms | total KB | JS KB | JS gzip KB | DOM elements |",
          "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
          ...rows.map(row),
          "",
        ]
      : [];
  const leadRow = (name, r) =>
    `| ${name} | ${r.accepted} | ${r.stored} | ${r.acceptedButMissing} | ${r.fivexx} | ${r.networkErrors} | ${r.perSecond} | ${r.p50Ms} | ${r.p99Ms} | ${JSON.stringify(r.status)} |`;
  // "97 (93–99)": the median of the runs, then the lowest and highest of them.
  const spread = (middle, { min, max }) =>
    min === max ? `${middle}` : `${middle} (${min}–${max})`;
  const row = (p) =>
    `| ${p.page} | ${p.lng} | ${spread(p.performance, p.performanceRange)} | ${spread(p.benchmarkIndex, p.benchmarkIndexRange)} | ${p.accessibility} | ${p.bestPractices} | ${p.seo} | ${p.lcpMs} | ${p.cls} | ${spread(p.tbtMs, p.tbtRange)} | ${p.totalKb} | ${p.jsKb} | ${p.jsGzipKb} | ${p.domElements ?? "–"} ${p.domSizePass === null ? "" : p.domSizePass ? "pass" : "fail"} |`;
  const failedAudits = pages
    .filter((p) => p.failed.length)
    .map((p) => `- ${p.page} (${p.lng}): ${p.failed.join(", ")}`);
  const bytesRow = (p) =>
    `| ${p.page} | ${p.lng} | ${p.htmlKb} | ${p.htmlBrKb} | ${p.inlineCssKb} | ${p.firstScreenBrKb} |`;
  const servingRows = (results, label) =>
    Object.values(results).map(
      (r) =>
        `| ${label} | ${r.page} | ${r.label} | ${r.serverRps} | ${r.staticRps} | **${r.ratio}** | ${r.serverP99Ms} / ${r.staticP99Ms} | ${r.non2xx} | ${r.errors} |`,
    );
  const indexes = pages.flatMap((p) => [p.benchmarkIndexRange.min, p.benchmarkIndexRange.max]);
  const report = [
    "# Bench report",
    "",
    `Measured ${new Date().toISOString()} on ${process.platform} (${cpus().length} cores), Node ${process.version}, production build, SQLite.`,
    `Lighthouse mobile (simulated slow 4G, 4× CPU slowdown), all pages in one run: ${lighthouseRuns} round${lighthouseRuns > 1 ? "s" : ""}, each measuring every page ${quick ? "in French" : "in both languages"} once${before ? ", each page right before the baseline build's" : ""}, every run in a new Chrome (a first visit). Score, benchmarkIndex and TBT read "median (lowest–highest)"; LCP and CLS are medians, the other columns come from the run with the median score. The machine's benchmarkIndex (Lighthouse's CPU estimate, higher is faster) was ${Math.min(...indexes)}–${Math.max(...indexes)} in this run. KB are bytes transferred (brotli), "JS gzip" the same scripts gzipped.`,
    "",
    "| page | lang | perf | benchmarkIndex | a11y | best practices | SEO | LCP ms | CLS | TBT ms | total KB | JS KB | JS gzip KB | DOM elements |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...pages.map(row),
    "",
    ...(pagesBefore.length
      ? [
          `Before: the same pages on ${baselineBuild}, measured in the same rounds, each page right after this build's:`,
          "",
          "| page | lang | perf | benchmarkIndex | a11y | best practices | SEO | LCP ms | CLS | TBT ms | total KB | JS KB | JS gzip KB | DOM elements |",
          "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
          ...pagesBefore.map(row),
          "",
        ]
      : []),
    ...extraTable(
      pagesNoScripts,
      "The same pages with their scripts blocked (the same HTML, no JavaScript), in the same rounds: the TBT a page's own markup and CSS cost.",
    ),
    ...extraTable(
      pagesOriginal,
      `The site this one replaces (${originalUrl}), French pages, in the same rounds:`,
    ),
    "Audits not passed (binary audits only), by page:",
    "",
    ...(failedAudits.length ? failedAudits : ["None: every page passed every binary audit."]),
    "",
    "## JavaScript before any page code",
    "",
    "The framework alone, built by the same Vite and weighed gzipped like the pages' scripts above (bench/framework-weight): no page can weigh less while it keeps this runtime in the browser.",
    "",
    "| runtime | JS gzip KB |",
    "|---|---|",
    ...framework.map((r) => `| ${r.label} | ${r.gzipKb} |`),
    "",
    "## First bytes",
    "",
    "HTML as sent to an anonymous visitor; first screen = the head (with its inline CSS), the header and the first section of the page, compressed as one brotli stream (the first round trip carries about 14 KB).",
    "",
    "| page | lang | HTML KB | HTML brotli KB | inline CSS KB | first screen brotli KB |",
    "|---|---|---|---|---|---|",
    ...pages.map(bytesRow),
    ...(pagesBefore.length
      ? [
          "",
          `Before (${baselineBuild}):`,
          "",
          "| page | lang | HTML KB | HTML brotli KB | inline CSS KB | first screen brotli KB |",
          "|---|---|---|---|---|---|",
          ...pagesBefore.map(bytesRow),
        ]
      : []),
    "",
    `## Page serving: server-rendered vs the same HTML as a static file (autocannon, 20 connections, ${rounds} alternated runs of ${seconds} s each)`,
    "",
    "The page as an anonymous visitor gets it, against that same HTML saved into the client build and served as a static file (pre-compressed, as assets are) by the same server. ratio = server / static.",
    "",
    "| build | path | request | server req/s | static file req/s | ratio | p99 ms server / static | non-2xx | errors |",
    "|---|---|---|---|---|---|---|---|---|",
    ...servingRows(serving, "this build"),
    ...(servingBefore ? servingRows(servingBefore, baselineBuild) : []),
    "",
    devisPdfReport(devisPdf),
    ...(!leads || !signIn || !outbox
      ? [
          pagesOnly
            ? "Lead storage, sign-in flood and outbox: not measured in this run (--pages-only)."
            : "Lead storage, sign-in flood and outbox: still running when this was written.",
        ]
      : [
          `## Lead storage under load (${leads.concurrency} concurrent quote submissions, ${leads.seconds} s each run)`,
          "",
          "accepted = success answers; stored = rows in the database; missing = accepted but not stored (must be 0). The crash run kills the server with SIGKILL halfway and restarts it on the same data; network errors are the requests cut by the crash (never acknowledged, so never promised).",
          "",
          "| run | accepted | stored | missing | 5xx | network errors | accepted/s | p50 ms | p99 ms | statuses |",
          "|---|---|---|---|---|---|---|---|---|---|",
          leadRow("steady", leads.steady),
          leadRow("kill -9 + restart", leads.crash),
          "",
          "## Public pages during a sign-in flood",
          "",
          "GET / with 4 connections, quiet and then while 40 connections send wrong passwords, each from its own address (one trusted proxy) for another account, so only the bounded password hashing stands between the flood and the pages.",
          "",
          "| | p50 ms | p99 ms | requests/s |",
          "|---|---|---|---|",
          `| quiet | ${signIn.quiet.p50Ms} | ${signIn.quiet.p99Ms} | ${signIn.quiet.rps} |`,
          `| during the flood | ${signIn.during.p50Ms} | ${signIn.during.p99Ms} | ${signIn.during.rps} |`,
          "",
          `p50 ratio during/quiet: **${signIn.ratioP50}**. Guesses sent: ${signIn.guesses.attempts}, answers ${JSON.stringify(signIn.guesses.statuses)}.`,
          "",
          outboxReport(outbox),
        ]),
  ].join("\n");
  mkdirSync(path.join(root, "bench"), { recursive: true });
  // Formatted as the repository's other Markdown, so `npm test`'s format check passes after a run.
  const reportPath = path.join(root, "bench/REPORT.md");
  const options = await prettier.resolveConfig(reportPath);
  writeFileSync(reportPath, await prettier.format(report, { ...options, filepath: reportPath }));
  writeFileSync(
    path.join(root, "bench/results.json"),
    JSON.stringify(
      {
        pages,
        pagesBefore,
        pagesNoScripts,
        pagesOriginal,
        serving,
        servingBefore,
        devisPdf,
        leads,
        signIn,
        outbox,
      },
      null,
      2,
    ),
  );
}

await writeReport();
console.log("\nwrote bench/REPORT.md");
process.exit(0);
