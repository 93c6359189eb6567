// The bench itself, started by `npm run bench` (scripts/bench.js) once the bench's own tools are
// installed in bench/node_modules. It measures (never asserts) what the quality bars talk about, on the production
// build: Lighthouse mobile scores and metrics for every public page in both languages, page and
// JavaScript weight, and HTTP throughput. Writes bench/REPORT.md and bench/results.json.
//   npm run bench            every page, FR and EN
//   npm run bench -- --quick French pages only, shorter load test
//   npm run bench -- --outbox-baseline build-old   also measures the outbox of another build
// The outbox measurement alone: node scripts/bench-outbox.js (see that file).
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { benchLeads, startServer } from "../scripts/bench-leads.js";
import { benchSignInFlood } from "./signin.js";
import { benchOutbox, outboxReport } from "../scripts/bench-outbox.js";
import { buildIfStale } from "../scripts/build-if-stale.js";

const quick = process.argv.includes("--quick");
const baselineAt = process.argv.indexOf("--outbox-baseline");
const outboxBaseline = baselineAt > 0 ? process.argv[baselineAt + 1] : undefined;
const root = path.resolve(import.meta.dirname, "..");
const PAGES = [
  "/",
  "/a-propos",
  "/produits",
  "/services",
  "/galeries",
  "/blog",
  "/contact",
  "/quote",
];
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

async function lighthouseRun(url, port, lng, attempt = 1) {
  // A visitor whose phone speaks the page's language (no language redirect is measured).
  const extraHeaders = { "Accept-Language": lng === "fr" ? "fr-FR,fr;q=0.9" : "en-GB,en;q=0.9" };
  const { lhr } = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    formFactor: "mobile",
    extraHeaders,
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  // Lighthouse occasionally fails to trace a run on a busy machine: try again, then say so.
  const missing = [
    "largest-contentful-paint",
    "cumulative-layout-shift",
    "total-blocking-time",
    "total-byte-weight",
  ].some((id) => typeof lhr.audits[id]?.numericValue !== "number");
  if (lhr.runtimeError || missing) {
    if (attempt < 3) return lighthouseRun(url, port, lng, attempt + 1);
    throw new Error(
      `Lighthouse could not measure ${url}: ${lhr.runtimeError?.message ?? "metrics missing"}`,
    );
  }
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const jsBytes = requests
    .filter((r) => r.resourceType === "Script")
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
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
    requests: requests.length,
    failed: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
      .map((a) => a.id),
  };
}

function load(url, duration) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: 20, duration, headers: { "accept-encoding": "br" } },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          rps: Math.round(result.requests.average),
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          non2xx: result.non2xx,
          errors: result.errors,
        });
      },
    );
  });
}

buildIfStale();
const { child, url } = await startServer({
  dataDir: mkdtempSync(path.join(tmpdir(), "bench-data-")),
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: CHROME_FLAGS,
});
const pages = [];
try {
  for (const page of PAGES) {
    for (const lng of quick ? ["fr"] : ["fr", "en"]) {
      const target = `${url}${page}${lng === "en" ? "?lng=en" : ""}`;
      process.stdout.write(`lighthouse ${page} ${lng}… `);
      const result = await lighthouseRun(target, chrome.port, lng);
      console.log(
        `perf ${result.performance} a11y ${result.accessibility} bp ${result.bestPractices} seo ${result.seo} LCP ${result.lcpMs} ms`,
      );
      pages.push({ page, lng, ...result });
    }
  }
} finally {
  await chrome.kill();
}
const duration = quick ? 5 : 15;
const http = {};
for (const page of ["/", "/services"]) {
  process.stdout.write(`load ${page} (${duration} s, 20 connections)… `);
  http[page] = await load(`${url}${page}`, duration);
  console.log(`${http[page].rps} req/s, p99 ${http[page].p99Ms} ms`);
}
child.kill("SIGTERM");

console.log(
  `lead storage: 200 concurrent quote submissions, ${quick ? 10 : 30} s steady, then again with kill -9 halfway…`,
);
const leads = await benchLeads({ concurrency: 200, seconds: quick ? 10 : 30 });
console.log(JSON.stringify(leads));

console.log("sign-in flood: GET / p50 before and during a distributed password-guessing flood…");
const signIn = await benchSignInFlood({ seconds: quick ? 5 : 10 });
console.log(JSON.stringify(signIn));
const outbox = await benchOutbox({
  count: 2000,
  seconds: quick ? 30 : 120,
  baseline: outboxBaseline,
});

const leadRow = (name, r) =>
  `| ${name} | ${r.accepted} | ${r.stored} | ${r.acceptedButMissing} | ${r.fivexx} | ${r.networkErrors} | ${r.perSecond} | ${r.p50Ms} | ${r.p99Ms} | ${JSON.stringify(r.status)} |`;
const row = (p) =>
  `| ${p.page} | ${p.lng} | ${p.performance} | ${p.accessibility} | ${p.bestPractices} | ${p.seo} | ${p.lcpMs} | ${p.cls} | ${p.tbtMs} | ${p.totalKb} | ${p.jsKb} |`;
const report = [
  "# Bench report",
  "",
  `Measured ${new Date().toISOString()} on ${process.platform} (${(await import("node:os")).cpus().length} cores), Node ${process.version}, production build, SQLite.`,
  "Lighthouse mobile (simulated slow 4G, 4× CPU slowdown). KB are bytes transferred (compressed).",
  "",
  "| page | lang | perf | a11y | best practices | SEO | LCP ms | CLS | TBT ms | total KB | JS KB |",
  "|---|---|---|---|---|---|---|---|---|---|---|",
  ...pages.map(row),
  "",
  "Audits not passed (binary audits only), by page:",
  "",
  ...pages
    .filter((p) => p.failed.length)
    .map((p) => `- ${p.page} (${p.lng}): ${p.failed.join(", ")}`),
  "",
  `## HTTP load (autocannon, 20 connections, ${duration} s, brotli)`,
  "",
  "| path | requests/s | p50 ms | p99 ms | non-2xx | errors |",
  "|---|---|---|---|---|---|",
  ...Object.entries(http).map(
    ([p, r]) => `| ${p} | ${r.rps} | ${r.p50Ms} | ${r.p99Ms} | ${r.non2xx} | ${r.errors} |`,
  ),
  "",
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
].join("\n");
mkdirSync(path.join(root, "bench"), { recursive: true });
writeFileSync(path.join(root, "bench/REPORT.md"), report);
writeFileSync(
  path.join(root, "bench/results.json"),
  JSON.stringify({ pages, http, leads, signIn, outbox }, null, 2),
);
console.log("\nwrote bench/REPORT.md");
process.exit(0);
