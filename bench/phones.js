// `npm run bench -- --phones`: the public pages as our visitors' phones run them. Lighthouse's
// fixed 4× CPU slowdown means a different phone on every machine; here the slowdown is
// calibrated to the host, as Chrome DevTools does, so that each run emulates a low-tier phone
// (benchmark index 264, a Moto G4 Power 2022) and a mid-tier one (1,000, a Pixel 5): slowdown =
// the host's benchmarkIndex ÷ the phone's. Ours, ours with scripts blocked and the original, in
// the same rounds, with where the main thread's time goes and the longest tasks.
import http from "node:http";
import { lighthouseRun } from "./lighthouse.js";

export const PHONE_TIERS = [
  { key: "low", label: "low-tier phone (Moto G4 Power 2022, index 264)", index: 264 },
  { key: "mid", label: "mid-tier phone (Pixel 5, index 1,000)", index: 1000 },
];

/** The pages that bring leads: their budget with scripts blocked is measured on every run. */
export const LEAD_PAGES = ["/", "/contact", "/quote"];

/**
 * The floor: a document with a heading and a sentence, no stylesheet, no script, no picture.
 * What it measures at a tier is what any page pays there before its own work (the browser
 * committing the navigation, creating the page's JavaScript context, a first layout and paint).
 */
const EMPTY_DOCUMENT = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Vide</title></head><body><h1>Page vide</h1><p>Un titre et une phrase.</p></body></html>`;
const EMPTY_PAGE = "/empty";

function serveEmptyDocument() {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(EMPTY_DOCUMENT);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ base: `http://127.0.0.1:${server.address().port}`, close: () => server.close() }),
    ),
  );
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * The host's speed as Lighthouse measures it at the start of every run, kept as the median of
 * the last few runs: the machine's speed drifts during a long bench, and each run's slowdown
 * follows it.
 */
function hostIndex() {
  const seen = [];
  return {
    add: (index) => index > 0 && seen.push(index) && seen.length > 5 && seen.shift(),
    get: () => median(seen),
  };
}

/**
 * Runs every page × language × tier, `runs` rounds (`midRuns` for the mid tier, whose row has no
 * budget but the fast host's), each target measured once per round so a busy minute touches one
 * run of a page, not all of them. Scripts are blocked on the lead pages, where that row has a
 * budget; a baseline build (`beforeUrl`) is measured there too, in French. Returns one row per tier, page, language and build, with medians and ranges.
 */
export async function benchPhones({
  url,
  beforeUrl,
  originalUrl,
  pages,
  runs,
  midRuns = runs,
  languages = ["fr", "en"],
}) {
  const host = hostIndex();
  // One plain run first, to know the host before the first calibrated one.
  host.add((await lighthouseRun(`${url}/produits`, "fr")).benchmarkIndex);
  const empty = await serveEmptyDocument();
  const builds = [
    { key: "ours", base: url },
    { key: "blocked", base: url, blockScripts: true, pages: LEAD_PAGES },
    ...(beforeUrl ? [{ key: "before", base: beforeUrl, frenchOnly: true, pages: LEAD_PAGES }] : []),
    ...(originalUrl ? [{ key: "original", base: originalUrl, frenchOnly: true }] : []),
  ];
  const targets = PHONE_TIERS.flatMap((tier) =>
    pages
      .flatMap((page) =>
        languages.flatMap((lng) =>
          builds
            .filter((build) => lng === "fr" || !build.frenchOnly)
            .filter((build) => !build.pages || build.pages.includes(page))
            .map((build) => ({ tier, page, lng, build, runs: [] })),
        ),
      )
      .concat({
        tier,
        page: EMPTY_PAGE,
        lng: "fr",
        build: { key: "empty", base: empty.base },
        runs: [],
      }),
  );
  for (let round = 1; round <= Math.max(runs, midRuns); round++) {
    for (const target of targets) {
      const { tier, page, lng, build } = target;
      if (round > (tier.key === "mid" ? midRuns : runs)) continue;
      const slowdown = Math.max(1, Number((host.get() / tier.index).toFixed(2)));
      const address = `${build.base}${page}${lng === "en" ? "?lng=en" : ""}`;
      process.stdout.write(`${tier.key} ${build.key} ${page} ${lng} ×${slowdown} (${round})… `);
      const result = await lighthouseRun(address, lng, build.blockScripts, 1, slowdown, [
        "performance",
      ]);
      host.add(result.benchmarkIndex);
      console.log(
        `perf ${result.performance} TBT ${result.tbtMs} ms, main thread ${result.mainThreadMs} ms (${result.mainThreadCpuMs} on a CPU)`,
      );
      target.runs.push({ ...result, slowdown });
    }
  }
  empty.close();
  return targets.map(({ tier, page, lng, build, runs: done }) =>
    phoneRow(tier, page, lng, build, done),
  );
}

function phoneRow(tier, page, lng, build, runs) {
  const of = (key) => runs.map((r) => r[key]);
  const range = (key) => ({ min: Math.min(...of(key)), max: Math.max(...of(key)) });
  const groups = [...new Set(runs.flatMap((r) => Object.keys(r.mainThreadByGroup)))];
  // The longest tasks of the run with the median main-thread time: one real trace, not a blend.
  const typical = [...runs].sort((a, b) => a.mainThreadMs - b.mainThreadMs)[
    Math.floor((runs.length - 1) / 2)
  ];
  return {
    tier: tier.key,
    page,
    lng,
    build: build.key,
    runs: runs.length,
    hostIndex: Math.round(median(of("benchmarkIndex"))),
    hostIndexRange: range("benchmarkIndex"),
    slowdown: Number(median(of("slowdown")).toFixed(1)),
    performance: Math.round(median(of("performance"))),
    performanceRange: range("performance"),
    tbtMs: Math.round(median(of("tbtMs"))),
    tbtRange: range("tbtMs"),
    mainThreadMs: Math.round(median(of("mainThreadMs"))),
    mainThreadRange: range("mainThreadMs"),
    mainThreadCpuMs: Math.round(median(runs.map((r) => r.mainThreadCpuMs ?? 0))),
    mainThreadByGroup: Object.fromEntries(
      groups.map((g) => [g, Math.round(median(runs.map((r) => r.mainThreadByGroup[g] ?? 0)))]),
    ),
    longTasks: typical.longTasks,
  };
}

const spread = (middle, { min, max }) => (min === max ? `${middle}` : `${middle} (${min}–${max})`);
const GROUP_ORDER = [
  ["styleLayout", "style & layout"],
  ["scriptEvaluation", "script"],
  ["scriptParseCompile", "script parse"],
  ["parseHTML", "HTML & CSS parse"],
  ["paintCompositeRender", "paint"],
  ["garbageCollection", "GC"],
  ["other", "other"],
];

/** The phones' section of bench/REPORT.md. */
export function phonesReport(rows) {
  if (!rows?.length) return [];
  const find = (tier, page, lng, build) =>
    rows.find((r) => r.tier === tier && r.page === page && r.lng === lng && r.build === build);
  const lines = [
    "## On our visitors' phones (CPU slowdown calibrated to the host)",
    "",
    "Lighthouse mobile, simulated slow 4G, CPU slowdown = the host's benchmarkIndex ÷ the phone's (Chrome DevTools' calibration: 264 for a low-tier phone, 1,000 for a mid-tier one), recomputed before every run from the host's last runs. Medians (lowest–highest). Before = the baseline build given with --baseline-build, on the lead pages in French. Main thread = Lighthouse's main-thread work, in ms at that slowdown. The original is measured on French pages (one language in its URLs); scripts are blocked on the lead pages (/, /contact, /quote), where that row has a budget.",
    "",
  ];
  for (const tier of PHONE_TIERS) {
    const mine = rows.filter((r) => r.tier === tier.key && r.build === "ours");
    if (!mine.length) continue;
    const floor = find(tier.key, EMPTY_PAGE, "fr", "empty");
    lines.push(
      `### ${tier.label}, ${mine[0].runs} rounds`,
      "",
      ...(floor
        ? [
            `The floor, measured in the same rounds: a document with a heading and a sentence and nothing else (no stylesheet, script or picture) has TBT ${spread(floor.tbtMs, floor.tbtRange)} ms and main thread ${spread(floor.mainThreadMs, floor.mainThreadRange)} ms, perf ${spread(floor.performance, floor.performanceRange)}, at host index ${spread(floor.hostIndex, floor.hostIndexRange)}.`,
            "",
          ]
        : []),
      "| page | lang | host index | slowdown | perf | TBT ms | TBT, scripts blocked | TBT, before | TBT, original | main thread ms | main thread, before | main thread, original | budgets |",
      "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    );
    for (const r of mine) {
      const blocked = find(tier.key, r.page, r.lng, "blocked");
      const original = find(tier.key, r.page, "fr", "original");
      const before = r.lng === "fr" ? find(tier.key, r.page, "fr", "before") : undefined;
      const cell = (row, key, rangeKey) => (row ? spread(row[key], row[rangeKey]) : "–");
      lines.push(
        `| ${r.page} | ${r.lng} | ${spread(r.hostIndex, r.hostIndexRange)} | ×${r.slowdown} | ${spread(r.performance, r.performanceRange)} | ${spread(r.tbtMs, r.tbtRange)} | ${cell(blocked, "tbtMs", "tbtRange")} | ${cell(before, "tbtMs", "tbtRange")} | ${cell(original, "tbtMs", "tbtRange")} | ${spread(r.mainThreadMs, r.mainThreadRange)} | ${cell(before, "mainThreadMs", "mainThreadRange")} | ${cell(original, "mainThreadMs", "mainThreadRange")} | ${tier.key === "low" ? budgets(r, blocked, original) : "–"} |`,
      );
    }
    lines.push("");
  }
  // The floor last, as the row every page's figures start from.
  const low = rows
    .filter((r) => r.tier === "low" && r.build !== "blocked")
    .sort((a, b) => (a.build === "empty") - (b.build === "empty"));
  if (low.length) {
    lines.push(
      "### Where the main thread goes (low-tier phone, ms)",
      "",
      "On a CPU = the part of the tasks' time the thread was running (Chrome's thread time in the trace); the rest it waited, for a core that another process (the browser, its compositor, the service worker) or another program held, or for the disk. Lighthouse counts both.",
      "",
      `| page | lang | build | ${GROUP_ORDER.map(([, label]) => label).join(" | ")} | total | on a CPU | waiting | longest tasks (ms, what) |`,
      `|---|---|---|${GROUP_ORDER.map(() => "---").join("|")}|---|---|---|---|`,
      ...low.map(
        (r) =>
          `| ${r.page} | ${r.lng} | ${r.build} | ${GROUP_ORDER.map(([key]) => r.mainThreadByGroup[key] ?? 0).join(" | ")} | ${r.mainThreadMs} | ${r.mainThreadCpuMs ?? "–"} | ${r.mainThreadCpuMs === undefined ? "–" : r.mainThreadMs - r.mainThreadCpuMs} | ${r.longTasks.map((t) => `${t.ms} ${t.what}`).join("; ") || "–"} |`,
      ),
      "",
    );
  }
  return lines;
}

/**
 * The low tier's budgets: TBT at most the original's, main thread at most half the original's,
 * perf at least 90, and at most 100 ms of TBT with scripts blocked on the lead pages.
 */
function budgets(r, blocked, original) {
  const checks = [r.performance >= 90 ? "✓ perf" : "✗ perf"];
  if (original) {
    checks.push(r.tbtMs <= original.tbtMs ? "✓ TBT" : "✗ TBT");
    checks.push(r.mainThreadMs * 2 <= original.mainThreadMs ? "✓ ½ main" : "✗ ½ main");
  }
  if (blocked && LEAD_PAGES.includes(r.page))
    checks.push(blocked.tbtMs <= 100 ? "✓ blocked" : "✗ blocked");
  return checks.join(" ");
}
