// Lead-storage bench (part of `npm run bench`, or alone: `node bench/leads.js [seconds]` against
// an existing production build): many concurrent submissions against the production server, then
// the same with a `kill -9` of the server in the middle and a restart. It checks, by the token
// each one carries, that every submission answered with a success is in the database.
// `startServer` is shared by the other server benches (outbox.js, signin.js).
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import http from "node:http";

const root = path.resolve(import.meta.dirname, "..");

export function startServer({ dataDir, port = 0, env = {} }) {
  const child = spawn(process.execPath, [path.join(root, "scripts/serve.js")], {
    // TRUST_PROXY lets each simulated visitor have its own IP (X-Forwarded-For), so the per-IP
    // rate limit does not turn the bench into a test of the rate limiter.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      TRUST_PROXY: "1",
      DATABASE_URL: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
      const match = /"port":(\d+)/.exec(out);
      // Once listening, its log lines are drained and dropped (they would pile up in memory).
      if (match) child.stdout.removeAllListeners("data").resume();
      if (match) resolve({ child, port: Number(match[1]), url: `http://127.0.0.1:${match[1]}` });
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
}

function post(url, body, agent, headers) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: "POST", agent, headers: { ...headers, "content-length": Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode));
        res.on("error", reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end(body);
  });
}

function percentile(sorted, p) {
  return sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
    : 0;
}

/** `concurrency` workers post quote requests in a loop for `seconds`; returns what they saw. */
async function load({ getUrl, concurrency, seconds, onTick }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const stats = { ok: [], status: {}, latencies: [], networkErrors: 0 };
  const until = Date.now() + seconds * 1000;
  let n = 0;
  async function worker(w) {
    while (Date.now() < until) {
      const token = crypto.randomUUID();
      const body = new URLSearchParams({
        firstName: "Bench",
        lastName: `Visiteur ${w}`,
        email: `bench${w}@example.tg`,
        phone: "90 12 34 56",
        serviceType: "nettoie-pro",
        // The token is also written in the text: the server stores a key derived from the token
        // and the content (see leads.server.ts), so the text is what the check below reads.
        description: `Nettoyage de bureaux, 200 m², chaque semaine. (${token})`,
        frequency: "hebdomadaire",
        estimateItem: "zone1",
        estimateQuantity: "200",
        _token: token,
        _started: String(Date.now() - 10_000),
        website: "",
      });
      const started = performance.now();
      try {
        const status = await post(`${getUrl()}/quote.data`, body.toString(), agent, {
          "content-type": "application/x-www-form-urlencoded",
          origin: "http://localhost:3000",
          "x-forwarded-for": `10.${w % 250}.${(n++ >> 8) % 250}.${n % 250}`,
        });
        stats.latencies.push(performance.now() - started);
        stats.status[status] = (stats.status[status] ?? 0) + 1;
        if (status === 200) stats.ok.push(token);
      } catch {
        stats.networkErrors++;
        await new Promise((r) => setTimeout(r, 50));
      }
      onTick?.();
    }
  }
  await Promise.all(Array.from({ length: concurrency }, (_, w) => worker(w)));
  agent.destroy();
  stats.latencies.sort((a, b) => a - b);
  return stats;
}

function storedTokens(dataDir) {
  const db = new SQLite(path.join(dataDir, "site.db"), { readonly: true });
  const tokens = new Set(
    db
      .prepare("select description from quote_requests")
      .all()
      .map((r) => /\(([\w-]{36})\)$/.exec(r.description)?.[1]),
  );
  db.close();
  return tokens;
}

function summary(stats, dataDir) {
  const stored = storedTokens(dataDir);
  const fivexx = Object.entries(stats.status)
    .filter(([s]) => Number(s) >= 500)
    .reduce((sum, [, c]) => sum + c, 0);
  return {
    accepted: stats.ok.length,
    stored: stored.size,
    acceptedButMissing: stats.ok.filter((t) => !stored.has(t)).length,
    status: stats.status,
    fivexx,
    networkErrors: stats.networkErrors,
    p50Ms: Math.round(percentile(stats.latencies, 50)),
    p99Ms: Math.round(percentile(stats.latencies, 99)),
    perSecond: 0,
  };
}

export async function benchLeads({ concurrency = 200, seconds = 30 } = {}) {
  // 1. Steady load.
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-leads-"));
  const server = await startServer({ dataDir });
  const steady = await load({ getUrl: () => server.url, concurrency, seconds });
  server.child.kill("SIGTERM");
  await new Promise((r) => server.child.once("exit", r));
  const steadyResult = {
    ...summary(steady, dataDir),
    perSecond: Math.round(steady.ok.length / seconds),
  };

  // 2. The same load, with a kill -9 halfway and an immediate restart on the same port and data.
  const crashDir = mkdtempSync(path.join(tmpdir(), "bench-crash-"));
  let current = await startServer({ dataDir: crashDir });
  const port = current.port;
  const crashAt = Date.now() + (seconds * 1000) / 2;
  let crashed = false;
  let restarted = Promise.resolve();
  const crash = load({
    getUrl: () => current.url,
    concurrency,
    seconds,
    onTick: () => {
      if (!crashed && Date.now() >= crashAt) {
        crashed = true;
        current.child.kill("SIGKILL");
        restarted = new Promise((resolve) =>
          current.child.once("exit", async () => {
            current = await startServer({ dataDir: crashDir, port });
            resolve();
          }),
        );
      }
    },
  });
  const crashStats = await crash;
  // On a slow machine the restart can outlast the load: stop the new server, not the dead one.
  await restarted;
  current.child.kill("SIGTERM");
  await new Promise((r) => current.child.once("exit", r));
  return {
    concurrency,
    seconds,
    steady: steadyResult,
    crash: {
      ...summary(crashStats, crashDir),
      perSecond: Math.round(crashStats.ok.length / seconds),
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const seconds = Number(process.argv[2] ?? 30);
  console.log(JSON.stringify(await benchLeads({ seconds }), null, 2));
}
