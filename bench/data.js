// Data bench (issue 41): how each admin screen and public page answers as the data grows. For each
// database and size (bench/data-seed.js), it starts the production server on a fresh database,
// seeds it, signs in as the administrator and times every screen over HTTP (median of 7 after
// one warm-up), then the latency of a cached public page while each heavy screen is being
// answered (on SQLite one query holds the whole process).
//   npm run bench -- --data S,M,L [--db sqlite|postgres|both] [--runs 7] [--screens dashboard,…]
// PostgreSQL runs in a scratch schema of BENCH_DATABASE_URL (or TEST_DATABASE_URL), dropped after.
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { startServer } from "./leads.js";
import { generate, SIZES } from "./data-seed.js";
import { writeTables } from "./data-write.js";
import { buildIfStale } from "../scripts/build-if-stale.js";

const ADMIN = { email: "bench@africaclean.tg", password: "bench-password-correct-horse" };
const ORIGIN = "http://localhost:3000";
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
];
/** What a visitor asks while a heavy screen runs: a page the page cache already holds. */
const CACHED = "/services";
const HEAVY = new Set([
  "dashboard",
  "inbox search",
  "CSV export",
  "e-mails (outbox)",
  "change log",
]);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function timed(url, cookie) {
  const started = performance.now();
  const res = await fetch(url, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return performance.now() - started;
}

async function signIn(url) {
  const res = await fetch(`${url}/auth/login`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...ADMIN, redirectTo: "/admin" }),
  });
  if (res.status !== 302) throw new Error(`bench sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** A fresh database: a SQLite file in `dataDir`, or a PostgreSQL schema. */
async function freshDatabase(kind, dataDir) {
  if (kind === "sqlite")
    return { env: {}, target: { file: path.join(dataDir, "site.db") }, drop: async () => {} };
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("--db postgres needs BENCH_DATABASE_URL or TEST_DATABASE_URL");
  const schema = `bench_${randomBytes(5).toString("hex")}`;
  const admin = async (text) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  await admin(`create schema ${schema}`);
  const url = new URL(base);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return {
    env: { DATABASE_URL: url.toString() },
    target: { databaseUrl: url.toString() },
    drop: () => admin(`drop schema ${schema} cascade`),
  };
}

async function adminId(target) {
  if (target.file) {
    const db = new SQLite(target.file, { readonly: true });
    const row = db.prepare(`select id from "user" where email = ?`).get(ADMIN.email);
    db.close();
    return row.id;
  }
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  const { rows } = await client
    .query(`select id from "user" where email = $1`, [ADMIN.email])
    .finally(() => client.end());
  return rows[0].id;
}

async function stop(child) {
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  await exited;
}

/** Seeds one database at one size and measures every screen; returns { seedS, screens }. */
async function benchOne(kind, sizeName, { runs, screens }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-data-"));
  const database = await freshDatabase(kind, dataDir);
  const env = { ...database.env, ...ADMIN_ENV, BACKUP_HOUR: "off", NODE_ENV: "production" };
  try {
    // The first start migrates the database and creates the administrator the rows point to.
    const first = await startServer({ dataDir, env });
    await stop(first.child);
    const started = performance.now();
    const tables = generate(sizeName, { adminId: await adminId(database.target) });
    await writeTables(database.target, tables);
    const seedS = Math.round((performance.now() - started) / 100) / 10;
    const leadId = tables.quote_requests[5].id;
    const server = await startServer({ dataDir, env });
    try {
      const cookie = await signIn(server.url);
      const results = {};
      for (const screen of screens) {
        const address = screen.path === "lead" ? `/admin/leads/quote/${leadId}` : screen.path;
        const url = `${server.url}${address}`;
        const admin = address.startsWith("/admin");
        await timed(url, admin ? cookie : undefined);
        const times = [];
        for (let i = 0; i < runs; i++) times.push(await timed(url, admin ? cookie : undefined));
        const result = { ms: Math.round(median(times)) };
        if (HEAVY.has(screen.name))
          result.cachedMs = await cachedWhile(server.url, url, cookie, runs);
        results[screen.name] = result;
        console.log(`  ${kind} ${sizeName} ${screen.name}: ${JSON.stringify(result)}`);
      }
      return { seedS, screens: results };
    } finally {
      await stop(server.child);
    }
  } finally {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const ADMIN_ENV = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };

/** The cached page's latency, asked a few milliseconds after the heavy screen was. */
async function cachedWhile(base, heavyUrl, cookie, runs) {
  await timed(`${base}${CACHED}`);
  const times = [];
  for (let i = 0; i < runs; i++) {
    const heavy = timed(heavyUrl, cookie);
    await new Promise((resolve) => setTimeout(resolve, 5));
    times.push(await timed(`${base}${CACHED}`));
    await heavy;
  }
  return Math.round(median(times));
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
    ...[...HEAVY].map(
      (name) =>
        `| ${CACHED} (cached) during ${name} | ${columns.map((c) => results[c].screens[name]?.cachedMs ?? "–").join(" | ")} |`,
    ),
    `| seeding (s) | ${columns.map((c) => results[c].seedS).join(" | ")} |`,
  ];
  return lines.join("\n");
}

export async function benchData({ sizes, databases, runs = 7, only }) {
  buildIfStale();
  const screens = only ? SCREENS.filter((s) => only.includes(s.name)) : SCREENS;
  const results = {};
  for (const kind of databases)
    for (const size of sizes) {
      if (!SIZES[size]) throw new Error(`unknown size ${size} (S, M or L)`);
      console.log(`${kind} ${size}: seeding ${JSON.stringify(SIZES[size])}…`);
      results[`${kind} ${size}`] = await benchOne(kind, size, { runs, screens });
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
  });
  const out = arg("--out");
  if (out) writeFileSync(out, JSON.stringify(results, null, 2));
  console.log(`\n${dataTable(results)}`);
  process.exit(0);
}
