// `npm run bench -- --visits [--seconds N] [--rounds N]`: what counting the visits costs a page
// served from the page cache (docs/product/visits.md). Two production servers of the same build,
// one counting (COUNT_VISITS=1) and one not, take turns under the same load from a phone's
// browser; then the counting one is stopped and its page views are compared with the pages it
// answered. Measures, never asserts.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import autocannon from "autocannon";
import { startServer } from "./leads.js";

const PHONE =
  "Mozilla/5.0 (Linux; Android 11; TECNO KF6i) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36";
const HEADERS = { "user-agent": PHONE, "accept-encoding": "br", referer: "https://www.google.tg/" };
const PAGE = "/services";

function load(url, seconds) {
  return new Promise((resolve, reject) =>
    autocannon({ url, connections: 20, duration: seconds, headers: HEADERS }, (error, result) =>
      error
        ? reject(error)
        : resolve({
            rps: result.requests.average,
            p50Ms: result.latency.p50,
            ok: result["2xx"],
            other: result.non2xx + result.errors,
          }),
    ),
  );
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const stopped = (child) =>
  new Promise((resolve) => {
    child.once("exit", resolve);
    child.kill("SIGTERM");
  });

export async function benchVisits({ seconds = 5, rounds = 5 } = {}) {
  const dirs = { on: mkdtempSync(path.join(tmpdir(), "bench-visits-on-")) };
  dirs.off = mkdtempSync(path.join(tmpdir(), "bench-visits-off-"));
  const servers = {
    on: await startServer({ dataDir: dirs.on, env: { COUNT_VISITS: "1" } }),
    off: await startServer({ dataDir: dirs.off, env: { COUNT_VISITS: "0" } }),
  };
  let answered = 0;
  // The first answer renders the page into the cache; the load then reads it from memory.
  for (const kind of ["on", "off"])
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${servers[kind].url}${PAGE}`, { headers: HEADERS });
      await res.arrayBuffer();
      if (kind === "on" && res.status === 200) answered++;
    }
  const runs = { on: [], off: [] };
  for (let round = 0; round < rounds; round++) {
    // Alternate which goes first, so neither always gets the fresher machine.
    for (const kind of round % 2 ? ["off", "on"] : ["on", "off"]) {
      const run = await load(`${servers[kind].url}${PAGE}`, seconds);
      runs[kind].push(run);
      if (kind === "on") answered += run.ok;
    }
  }
  await stopped(servers.off.child);
  await stopped(servers.on.child);
  const db = new SQLite(path.join(dirs.on, "site.db"), { readonly: true });
  const counted = db.prepare("select count(*) as n from visits").get().n;
  db.close();
  const rps = { on: median(runs.on.map((r) => r.rps)), off: median(runs.off.map((r) => r.rps)) };
  return {
    page: PAGE,
    seconds,
    rounds,
    rps,
    ratio: rps.on / rps.off,
    p50Ms: { on: median(runs.on.map((r) => r.p50Ms)), off: median(runs.off.map((r) => r.p50Ms)) },
    answered,
    counted,
    runs,
  };
}

export function visitsReport(r) {
  const round = (n) => Math.round(n);
  return [
    `Visit counting on a cached page (${r.page}, autocannon 20 connections, ${r.rounds} alternated rounds of ${r.seconds} s, a phone's browser from Google):`,
    `  requests/s, median: counting ${round(r.rps.on)}, not counting ${round(r.rps.off)}; ratio ${r.ratio.toFixed(3)}`,
    `  latency p50: ${r.p50Ms.on} ms counting, ${r.p50Ms.off} ms not`,
    `  per round (on/off): ${r.runs.on.map((x, i) => `${round(x.rps)}/${round(r.runs.off[i].rps)}`).join(", ")}`,
    `  pages answered by the counting server: ${r.answered}; page views written: ${r.counted}`,
  ].join("\n");
}
