// One Lighthouse run of a page in a Chrome of its own, and the median row of several runs.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { scriptsGzipKb } from "./pages.js";
import { CHROMIUM_ARGS, chromiumPath } from "../scripts/chromium.js";

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

/**
 * One Lighthouse run in a Chrome of its own, so every run is a first visit. Lighthouse resets the
 * page's storage between runs but deliberately keeps cookies (to stay signed in), and cookies do
 * not tell ports apart: in one shared Chrome, the language cookie an English page sets sent every
 * later French run of both builds to the English page, through a redirect.
 */
async function lighthouseInFreshChrome(url, options) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROME_FLAGS,
  });
  try {
    return await lighthouse(url, { ...options, port: chrome.port });
  } finally {
    await chrome.kill();
  }
}

const ALL_CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/**
 * One page once. `cpuSlowdown` replaces Lighthouse's fixed 4× (bench/phones.js calibrates it to
 * the host); the network stays Lighthouse's simulated slow 4G. `categories` may narrow the audits
 * to performance, a few seconds less per run.
 */
export async function lighthouseRun(
  url,
  lng,
  blockScripts = false,
  attempt = 1,
  cpuSlowdown = 4,
  categories = ALL_CATEGORIES,
) {
  // A visitor whose phone speaks the page's language (no language redirect is measured).
  const extraHeaders = { "Accept-Language": lng === "fr" ? "fr-FR,fr;q=0.9" : "en-GB,en;q=0.9" };
  const { lhr, artifacts } = await lighthouseInFreshChrome(url, {
    output: "json",
    logLevel: "error",
    formFactor: "mobile",
    extraHeaders,
    onlyCategories: categories,
    ...(blockScripts ? { blockedUrlPatterns: ["*.js"] } : {}),
    throttling: { cpuSlowdownMultiplier: cpuSlowdown },
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
    if (attempt < 3)
      return lighthouseRun(url, lng, blockScripts, attempt + 1, cpuSlowdown, categories);
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
    ...mainThread(lhr),
    mainThreadCpuMs: Math.round(rendererCpuShare(artifacts?.Trace) * (breakdownMs(lhr) ?? 0)),
    requests: requests.length,
    failed: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
      .map((a) => a.id),
  };
}

/**
 * Where the main thread's time went (Lighthouse's groups: style & layout, script, parse, paint,
 * other…) and the three longest tasks with what they were, at the run's CPU slowdown.
 */
function mainThread(lhr) {
  const breakdown = lhr.audits["mainthread-work-breakdown"];
  const byGroup = {};
  for (const item of breakdown?.details?.items ?? [])
    byGroup[item.group] = (byGroup[item.group] ?? 0) + item.duration;
  const tasks = (lhr.audits["long-tasks"]?.details?.items ?? [])
    .toSorted((a, b) => b.duration - a.duration)
    .slice(0, 3)
    .map((task) => ({ ms: Math.round(task.duration), what: taskSource(task.url) }));
  return {
    mainThreadMs: Math.round(breakdown?.numericValue ?? 0),
    mainThreadByGroup: Object.fromEntries(
      Object.entries(byGroup).map(([group, ms]) => [group, Math.round(ms)]),
    ),
    longTasks: tasks,
  };
}

const breakdownMs = (lhr) => lhr.audits["mainthread-work-breakdown"]?.numericValue;

/**
 * The share of the page's main-thread tasks during which the thread was on a CPU, from the
 * trace: Lighthouse times tasks by the clock (and scales them by the slowdown), so a task whose
 * thread waits for a core another process holds, or for the disk, counts as the page's work.
 * Chrome records each task's thread time (`tdur`) beside its clock time (`dur`).
 */
function rendererCpuShare(trace) {
  const events = trace?.traceEvents ?? [];
  const renderers = new Set(
    events
      .filter((e) => e.name === "process_name" && e.args?.name === "Renderer")
      .map((e) => e.pid),
  );
  const mains = new Set(
    events
      .filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain")
      .filter((e) => renderers.has(e.pid))
      .map((e) => `${e.pid}:${e.tid}`),
  );
  // The page's main thread is the renderer main thread with the most task time.
  const tasks = new Map();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.ph !== "X" || e.name !== "RunTask" || !mains.has(thread) || e.tdur === undefined)
      continue;
    if (!tasks.has(thread)) tasks.set(thread, []);
    // Start, clock time and thread time, in microseconds.
    tasks.get(thread).push({ start: e["ts"], clock: e.dur, cpu: e.tdur });
  }
  let best = { clock: 0, cpu: 0 };
  for (const list of tasks.values()) {
    list.sort((a, b) => a.start - b.start);
    let end = 0;
    const sum = { clock: 0, cpu: 0 };
    // Top-level tasks only: a task nested in another is already inside its times.
    for (const { start, clock, cpu } of list)
      if (start >= end) {
        sum.clock += clock;
        sum.cpu += cpu;
        end = start + clock;
      }
    if (sum.clock > best.clock) best = sum;
  }
  return best.clock ? Math.min(1, best.cpu / best.clock) : 0;
}

/** A long task's source as a short name: a script's file, or what Lighthouse called it. */
function taskSource(url) {
  if (!url) return "unattributable";
  try {
    const { pathname } = new URL(url);
    return pathname.split("/").pop() || pathname;
  } catch {
    return url;
  }
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
export function medianOfRuns(runs) {
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
