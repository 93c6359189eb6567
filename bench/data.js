// Data bench (issue 41): how each admin screen and public page answers as the data grows. For each
// database and size (bench/data-seed.js), it starts the production server on a fresh database,
// seeds it, signs in as the administrator, asks every light screen three times to warm the server
// up, then times every screen over HTTP (median of 7 after one more warm-up), then the latency
// of a cached public page while each heavy screen is being answered, median and longest wait (on
// SQLite each query holds the whole process).
//   npm run bench -- --data S,M,L [--db sqlite|postgres|both] [--runs 7] [--screens dashboard,…]
//     [--baseline-build build-old]   also another build (e.g. main's), on its own copy of the
//     same rows, its requests alternated with this build's so both meet the same load.
// PostgreSQL runs in a scratch schema of BENCH_DATABASE_URL (or TEST_DATABASE_URL), dropped after.
import { writeFileSync } from "node:fs";
import { SIZES } from "./data-seed.js";
import { seededSite } from "./data-site.js";
import { buildIfStale } from "../scripts/build-if-stale.js";

/** Public pages carry `bench=1`: a parameter the page does not read, so the page cache is skipped. */
export const SCREENS = [
  { name: "dashboard", path: "/admin" },
  { name: "inbox", path: "/admin/leads" },
  { name: "inbox search", path: "/admin/leads?q=kofi" },
  { name: "inbox urgency", path: "/admin/leads?sort=urgency&status=new" },
  { name: "lead detail", path: "lead" },
  { name: "CSV export", path: "/admin/leads/export.csv" },
  { name: "devis", path: "/admin/devis" },
  { name: "e-mails (outbox)", path: "/admin/outbox" },
  { name: "change log", path: "/admin/audit" },
  { name: "personal-data lookup", path: "/admin/personal-data?q=kofi.agbo.10%40example.tg" },
  { name: "testimonials", path: "/admin/testimonials" },
  { name: "posts (admin)", path: "/admin/posts" },
  { name: "blog list", path: "/blog?bench=1" },
  { name: "blog tag", path: "/blog?tag=Hygi%C3%A8ne&bench=1" },
  { name: "blog search", path: "/blog?q=hygiene&bench=1" },
  { name: "blog article", path: "/blog/fr-article-3?bench=1" },
  { name: "home", path: "/?bench=1" },
  { name: "RSS", path: "/blog/rss.xml" },
  { name: "sitemap", path: "/sitemap.xml" },
  // Past 1,000 addresses /sitemap.xml is an index: this is its first part, a full file.
  { name: "sitemap part", path: "sitemap-part" },
  // A full backup written on the spot and downloaded (a POST from the Backups screen): seconds
  // at size L, so timed twice, without a warm-up.
  { name: "backup download", path: "/admin/backups/download", method: "POST", runs: 2 },
];
/** What a visitor asks while a heavy screen runs: a page the page cache already holds. */
const CACHED = "/services";
const HEAVY = new Set([
  "dashboard",
  "inbox search",
  "CSV export",
  "e-mails (outbox)",
  "change log",
  "sitemap",
  "sitemap part",
  "backup download",
]);
const ORIGIN = "http://localhost:3000";
const WARM_ROUNDS = 3;
/** Seconds each at size L: warmed by its own first request only. */
const SLOW_TO_WARM = new Set(["CSV export"]);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function timed(url, cookie, method = "GET") {
  const started = performance.now();
  // A POST carries the Origin the site's same-origin check asks for.
  const headers = {
    ...(cookie ? { cookie } : {}),
    ...(method === "POST" ? { origin: ORIGIN } : {}),
  };
  const res = await fetch(url, { method, headers, redirect: "manual" });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return performance.now() - started;
}

/** A screen's address on a seeded site: its lead, or the sitemap's first full file. */
async function addressOf(screen, site) {
  if (screen.path === "lead") return `/admin/leads/quote/${site.leadId}`;
  if (screen.path !== "sitemap-part") return screen.path;
  const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
  return sitemap.includes("<sitemapindex") ? "/sitemap.xml?part=1" : "/sitemap.xml";
}

/**
 * Seeds one site per build at one size, then times every screen on each, the builds taking turns
 * request by request. Returns, per build label, { seedS, screens }.
 */
async function benchOne(kind, sizeName, { runs, screens, builds }) {
  const sites = [];
  try {
    for (const build of builds) sites.push(await seededSite(kind, sizeName, build.dir));
    const results = sites.map((site) => ({ seedS: site.seedS, screens: {} }));
    // A server that has just started runs its code unoptimised for its first few requests: the
    // first screen timed would pay for it. Every light screen is asked a few times first, as a
    // server in use would have been.
    for (let round = 0; round < WARM_ROUNDS; round++)
      for (const screen of screens.filter((s) => !s.runs && !SLOW_TO_WARM.has(s.name)))
        for (const site of sites) {
          const address = await addressOf(screen, site);
          const cookie = address.startsWith("/admin") ? site.cookie : undefined;
          await timed(`${site.url}${address}`, cookie, screen.method);
        }
    for (const screen of screens) {
      const addresses = await Promise.all(sites.map((site) => addressOf(screen, site)));
      const targets = sites.map((site, n) => {
        const address = addresses[n];
        const cookie = address.startsWith("/admin") ? site.cookie : undefined;
        return { site, url: `${site.url}${address}`, cookie, method: screen.method, times: [] };
      });
      const rounds = screen.runs ?? runs;
      if (!screen.runs) for (const t of targets) await timed(t.url, t.cookie, t.method);
      for (let i = 0; i < rounds; i++)
        for (const t of targets) t.times.push(await timed(t.url, t.cookie, t.method));
      for (const [n, t] of targets.entries()) {
        const result = { ms: Math.round(median(t.times)) };
        if (HEAVY.has(screen.name)) Object.assign(result, await cachedWhile(t.site.url, t, rounds));
        results[n].screens[screen.name] = result;
        console.log(
          `  ${kind} ${sizeName}${builds[n].label} ${screen.name}: ${JSON.stringify(result)}`,
        );
      }
    }
    return results;
  } finally {
    for (const site of sites) await site.close();
  }
}

/**
 * The cached page's latency while the heavy screen is being answered: asked again and again, one
 * after the other, from a few milliseconds after the heavy request until its answer has come;
 * the median and the longest wait over all runs.
 */
async function cachedWhile(base, heavy, runs) {
  await timed(`${base}${CACHED}`);
  const times = [];
  for (let i = 0; i < runs; i++) {
    let done = false;
    const answered = timed(heavy.url, heavy.cookie, heavy.method).finally(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 5));
    // `done` turns true while a request is awaited: checked after each one.
    for (;;) {
      times.push(await timed(`${base}${CACHED}`));
      if (done) break;
    }
    await answered;
  }
  return { cachedMs: Math.round(median(times)), cachedMaxMs: Math.round(Math.max(...times)) };
}

/** The Markdown table: one row per screen, one column per database and size. */
export function dataTable(results) {
  const columns = Object.keys(results);
  const names = [...new Set(columns.flatMap((c) => Object.keys(results[c].screens)))];
  const cell = (column, name) => results[column].screens[name]?.ms ?? "–";
  const lines = [
    `| screen (median ms) | ${columns.join(" | ")} |`,
    `| --- | ${columns.map(() => "---:").join(" | ")} |`,
    ...names.map((name) => `| ${name} | ${columns.map((c) => cell(c, name)).join(" | ")} |`),
    ...[...HEAVY].map((name) => {
      const during = (c) => {
        const r = results[c].screens[name];
        return r?.cachedMs === undefined ? "–" : `${r.cachedMs} / ${r.cachedMaxMs}`;
      };
      return `| ${CACHED} (cached, median / max) during ${name} | ${columns.map(during).join(" | ")} |`;
    }),
    `| seeding (s) | ${columns.map((c) => results[c].seedS).join(" | ")} |`,
  ];
  return lines.join("\n");
}

export async function benchData({ sizes, databases, runs = 7, only, baselineBuild }) {
  buildIfStale();
  const builds = [{ label: "", dir: undefined }];
  if (baselineBuild) builds.unshift({ label: ` ${baselineBuild}`, dir: baselineBuild });
  const screens = only ? SCREENS.filter((s) => only.includes(s.name)) : SCREENS;
  const results = {};
  for (const kind of databases)
    for (const size of sizes) {
      if (!SIZES[size]) throw new Error(`unknown size ${size} (S, M or L)`);
      console.log(`${kind} ${size}: seeding ${JSON.stringify(SIZES[size])}…`);
      const measured = await benchOne(kind, size, { runs, screens, builds });
      for (const [n, build] of builds.entries())
        results[`${kind} ${size}${build.label}`] = measured[n];
    }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv.includes("--data")) {
  const arg = (name, fallback) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? process.argv[at + 1] : fallback;
  };
  const db = arg("--db", "sqlite");
  const results = await benchData({
    sizes: arg("--data", "S").split(","),
    databases: db === "both" ? ["sqlite", "postgres"] : [db],
    runs: Number(arg("--runs", "7")),
    only: arg("--screens")?.split(","),
    baselineBuild: arg("--baseline-build"),
  });
  const out = arg("--out");
  if (out) writeFileSync(out, JSON.stringify(results, null, 2));
  console.log(`\n${dataTable(results)}`);
  process.exit(0);
}
