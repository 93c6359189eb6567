// `npm run bench -- --visits [--seconds N] [--rounds N]`: what counting the visits costs a page
// served from the page cache (docs/product/visits.md). Three production servers of the same build,
// one counting (COUNT_VISITS=1) and two not, take turns under the same load from a phone's
// browser. The second one that does not count is the control: its ratio to the first shows how
// far two identical servers differ on this machine. Then the counting one is stopped and its page
// views are compared with the pages it answered. Measures, never asserts.
//
// Throughput on a small shared machine swings by several per cent between identical servers, so
// the CPU time each server spends per page is measured too, from /proc (Linux): that of the thread
// that answers the requests, and that of the whole process (the counting's writer thread included).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import autocannon from "autocannon";
import { startServer } from "./leads.js";

const PHONE =
  "Mozilla/5.0 (Linux; Android 11; TECNO KF6i) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36";
const HEADERS = { "user-agent": PHONE, "accept-encoding": "br", referer: "https://www.google.tg/" };
const PAGE = "/services";
const KINDS = ["on", "off", "control"];
// Several requests in flight on each connection: the load generator, on the same small machine,
// then spends less per request, and the server, not it, is the side that is kept busy.
const PIPELINING = 8;

function load(url, seconds) {
  return new Promise((resolve, reject) =>
    autocannon(
      { url, connections: 20, pipelining: PIPELINING, duration: seconds, headers: HEADERS },
      (error, result) =>
        error
          ? reject(error)
          : resolve({
              rps: result.requests.average,
              p50Ms: result.latency.p50,
              p90Ms: result.latency.p90,
              ok: result["2xx"],
              other: result.non2xx + result.errors,
            }),
    ),
  );
}

const ticksPerSecond = Number(spawnSync("getconf", ["CLK_TCK"]).stdout?.toString()) || 100;

/** CPU ms used so far by a process and by its main thread (the one that answers requests). */
function cpuMs(pid) {
  const read = (file) => {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(file, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  };
  try {
    return { process: read(`/proc/${pid}/stat`), thread: read(`/proc/${pid}/task/${pid}/stat`) };
  } catch {
    return null; // not Linux: throughput only
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const stopped = (child) =>
  new Promise((resolve) => {
    child.once("exit", resolve);
    child.kill("SIGTERM");
  });

export async function benchVisits({ seconds = 5, rounds = 7 } = {}) {
  const servers = {};
  const dataDirs = {};
  for (const kind of KINDS) {
    dataDirs[kind] = mkdtempSync(path.join(tmpdir(), `bench-visits-${kind}-`));
    servers[kind] = await startServer({
      dataDir: dataDirs[kind],
      env: { COUNT_VISITS: kind === "on" ? "1" : "0" },
    });
  }
  let answered = 0;
  // The first answer renders the page into the cache; a short load then lets each server's
  // code be optimised before anything is measured.
  for (const kind of KINDS) {
    const res = await fetch(`${servers[kind].url}${PAGE}`, { headers: HEADERS });
    await res.arrayBuffer();
    if (kind === "on" && res.status === 200) answered++;
    const warm = await load(`${servers[kind].url}${PAGE}`, 2);
    if (kind === "on") answered += warm.ok;
  }
  const runs = { on: [], off: [], control: [] };
  for (let round = 0; round < rounds; round++) {
    // Each round starts with another server, so none always gets the fresher machine.
    for (let i = 0; i < KINDS.length; i++) {
      const kind = KINDS[(round + i) % KINDS.length];
      const pid = servers[kind].child.pid;
      const before = cpuMs(pid);
      const run = await load(`${servers[kind].url}${PAGE}`, seconds);
      const after = cpuMs(pid);
      if (before && after && run.ok) {
        run.threadUs = ((after.thread - before.thread) * 1000) / run.ok;
        run.processUs = ((after.process - before.process) * 1000) / run.ok;
      }
      runs[kind].push(run);
      if (kind === "on") answered += run.ok;
    }
  }
  for (const kind of KINDS) await stopped(servers[kind].child);
  const db = new SQLite(path.join(dataDirs.on, "site.db"), { readonly: true });
  const counted = db.prepare("select count(*) as n from visits").get().n;
  db.close();
  const of = (kind, key) => median(runs[kind].map((r) => r[key]).filter((x) => x !== undefined));
  const summary = Object.fromEntries(
    KINDS.map((kind) => [
      kind,
      {
        rps: of(kind, "rps"),
        p50Ms: of(kind, "p50Ms"),
        p90Ms: of(kind, "p90Ms"),
        threadUs: of(kind, "threadUs"),
      },
    ]),
  );
  for (const kind of KINDS) summary[kind].processUs = of(kind, "processUs");
  return { page: PAGE, seconds, rounds, summary, answered, counted, runs };
}

export function visitsReport(r) {
  const { on, off, control } = r.summary;
  const fixed = (n, digits = 3) => (Number.isFinite(n) ? n.toFixed(digits) : "–");
  const perRound = (kind) => r.runs[kind].map((x) => Math.round(x.rps)).join(", ");
  return [
    `Visit counting on a cached page (${r.page}, autocannon 20 connections × ${PIPELINING} requests in flight, ${r.rounds} rounds of ${r.seconds} s per server, a phone's browser from Google):`,
    `  requests/s, median: counting ${Math.round(on.rps)}, not counting ${Math.round(off.rps)}, control (not counting either) ${Math.round(control.rps)}`,
    `  throughput ratio counting ÷ not counting ${fixed(on.rps / off.rps)}; control ÷ not counting ${fixed(control.rps / off.rps)} (what chance alone does here)`,
    `  CPU µs per page, serving thread: counting ${fixed(on.threadUs, 1)}, not counting ${fixed(off.threadUs, 1)}, control ${fixed(control.threadUs, 1)}; ratio not counting ÷ counting ${fixed(off.threadUs / on.threadUs)}`,
    `  CPU µs per page, whole process: counting ${fixed(on.processUs, 1)}, not counting ${fixed(off.processUs, 1)}, control ${fixed(control.processUs, 1)}; ratio ${fixed(off.processUs / on.processUs)}`,
    // With requests queued on a connection the median falls on either side of two groups (about
    // 1 ms and 12 ms, counting or not): the 90th percentile is the steadier figure.
    `  latency p50 / p90 (with ${PIPELINING} requests queued per connection): counting ${on.p50Ms} / ${on.p90Ms} ms, not counting ${off.p50Ms} / ${off.p90Ms} ms, control ${control.p50Ms} / ${control.p90Ms} ms`,
    `  per round, requests/s: counting ${perRound("on")}; not counting ${perRound("off")}; control ${perRound("control")}`,
    `  pages answered by the counting server: ${r.answered}; page views written: ${r.counted}`,
  ].join("\n");
}
