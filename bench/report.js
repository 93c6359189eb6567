// The bench's report in Markdown, from what bench/run.js measured (see there for the options).
import { cpus } from "node:os";
import { budgetLines } from "./budgets.js";
import { devisPdfReport } from "./devis-pdf.js";
import { uploadsReport } from "./uploads.js";
import { outboxReport } from "./outbox.js";
import { phonesReport } from "./phones.js";

/** bench/REPORT.md's text. */
export function reportMarkdown(d) {
  const {
    quick,
    pagesOnly,
    lighthouseRuns,
    baselineBuild,
    originalUrl,
    pages,
    pagesBefore,
    pagesNoScripts,
    pagesOriginal,
    framework,
    serving,
    servingBefore,
    seconds,
    rounds,
    devisPdf,
    invoicePdf,
    uploads,
    leads,
    signIn,
    outbox,
    phones,
    phonesOnly,
  } = d;
  const heading = [
    "# Bench report",
    "",
    `Measured ${new Date().toISOString()} on ${process.platform} (${cpus().length} cores), Node ${process.version}, production build, SQLite.`,
  ];
  if (phonesOnly) return [...heading, "", ...phonesReport(phones)].join("\n");
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
  return [
    ...heading,
    `Lighthouse mobile (simulated slow 4G, 4× CPU slowdown), all pages in one run: ${lighthouseRuns} round${lighthouseRuns > 1 ? "s" : ""}, each measuring every page ${quick ? "in French" : "in both languages"} once${baselineBuild ? ", each page right before the baseline build's" : ""}, every run in a new Chrome (a first visit). Score, benchmarkIndex and TBT read "median (lowest–highest)"; LCP and CLS are medians, the other columns come from the run with the median score. The machine's benchmarkIndex (Lighthouse's CPU estimate, higher is faster) was ${Math.min(...indexes)}–${Math.max(...indexes)} in this run. KB are bytes transferred (brotli), "JS gzip" the same scripts gzipped.`,
    "",
    "| page | lang | perf | benchmarkIndex | a11y | best practices | SEO | LCP ms | CLS | TBT ms | total KB | JS KB | JS gzip KB | DOM elements |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...pages.map(row),
    "",
    ...budgetLines({ pages, pagesNoScripts, pagesOriginal, pagesBefore }),
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
    ...phonesReport(phones),
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
    ...(invoicePdf ? [devisPdfReport(invoicePdf)] : []),
    uploadsReport(uploads),
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
}
