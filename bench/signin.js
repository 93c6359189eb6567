// Sign-in flood bench (part of `npm run bench`, or alone: `node bench/signin.js` once the bench tools are installed):
// GET / latency on a quiet server, then while a distributed password-guessing flood runs
// (every guess from its own address through one trusted proxy, each for another account, so no
// per-address or per-account limit stops it: only the bounded password hashing protects pages).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startServer } from "./leads.js";

function pageLatency(url, seconds) {
  return new Promise((resolve, reject) =>
    autocannon({ url, connections: 4, duration: seconds }, (error, result) =>
      error
        ? reject(error)
        : resolve({
            p50Ms: result.latency.p50,
            p99Ms: result.latency.p99,
            rps: Math.round(result.requests.average),
          }),
    ),
  );
}

async function flood(url, until, connections = 40) {
  const statuses = {};
  let n = 0;
  async function worker() {
    while (Date.now() < until) {
      const i = n++;
      // The sign-in form, the only way in over HTTP.
      const res = await fetch(`${url}/auth/login`, {
        method: "POST",
        redirect: "manual",
        headers: {
          origin: "http://localhost:3000",
          "content-type": "application/x-www-form-urlencoded",
          "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        },
        body: new URLSearchParams({
          email: `guess${i}@example.tg`,
          password: `wrong-password-${i}`,
        }),
      }).catch(() => undefined);
      const key = res ? String(res.status) : "network error";
      statuses[key] = (statuses[key] ?? 0) + 1;
      await res?.arrayBuffer().catch(() => undefined);
    }
  }
  await Promise.all(Array.from({ length: connections }, worker));
  return { attempts: n, statuses };
}

export async function benchSignInFlood({ seconds = 10 } = {}) {
  const { child, url } = await startServer({
    dataDir: mkdtempSync(path.join(tmpdir(), "bench-signin-")),
  });
  try {
    await pageLatency(`${url}/`, 2); // warm-up
    const quiet = await pageLatency(`${url}/`, seconds);
    const until = Date.now() + (seconds + 2) * 1000;
    const flooding = flood(url, until);
    await new Promise((r) => setTimeout(r, 1000));
    const during = await pageLatency(`${url}/`, seconds);
    const guesses = await flooding;
    return {
      quiet,
      during,
      ratioP50: Number((during.p50Ms / Math.max(1, quiet.p50Ms)).toFixed(2)),
      guesses,
    };
  } finally {
    child.kill("SIGTERM");
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchSignInFlood(), null, 2));
}
