// Outbox bench (part of `npm run bench`, or alone): how fast the production server sends a
// backlog of queued e-mails, written as .eml files (no SMTP_URL) and through a local SMTP server,
// on SQLite. The backlog is queued while the server is stopped; the server sends it on start.
//   node bench/outbox.js [--count 2000] [--seconds 120] [--baseline build-old]
// --baseline also measures another build of the site (e.g. the code before a change, built into
// build-old/), side by side. A run stops after --seconds; what was sent by then is counted.
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import SQLite from "better-sqlite3";
import { SMTPServer } from "smtp-server";
import { startServer } from "./leads.js";
import { buildIfStale } from "../scripts/build-if-stale.js";

/** A local SMTP server that accepts everything and counts each Message-ID it receives. */
async function startSmtp() {
  const received = new Map();
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      let head = "";
      stream.on("data", (chunk) => {
        if (head.length < 4096) head += chunk.toString("latin1");
      });
      stream.on("end", () => {
        const id = /^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? "?";
        received.set(id, (received.get(id) ?? 0) + 1);
        callback();
      });
    },
  });
  server.listen(0, "127.0.0.1");
  await once(server.server, "listening");
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}?tls=off`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function stop(child) {
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  await exited;
}

/** Queues `count` acknowledgement-sized messages, as the site does, straight into the table. */
function queueBacklog(dataDir, count) {
  const db = new SQLite(path.join(dataDir, "site.db"));
  const insert = db.prepare(
    `insert into email_outbox (id, created_at, kind, to_address, subject, text_body, status,
       attempts, next_attempt_at) values (?, ?, 'bench', ?, ?, ?, 'pending', 0, ?)`,
  );
  const now = new Date().toISOString();
  const body = `Bonjour,\n\n${"Merci pour votre demande de devis. ".repeat(8)}\n\nL'équipe Africa Clean\n`;
  db.transaction(() => {
    for (let i = 0; i < count; i++)
      insert.run(randomUUID(), now, `visiteur${i}@example.tg`, `Votre demande ${i}`, body, now);
  })();
  db.close();
}

function progress(dataDir) {
  const db = new SQLite(path.join(dataDir, "site.db"), { readonly: true });
  try {
    return db
      .prepare(
        `select count(*) as sent, min(sent_at) as first, max(sent_at) as last
         from email_outbox where kind = 'bench' and status = 'sent'`,
      )
      .get();
  } finally {
    db.close();
  }
}

async function run({ transport, count, seconds, buildDir }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-outbox-"));
  const smtp = transport === "smtp" ? await startSmtp() : undefined;
  const env = { SMTP_URL: smtp?.url ?? "", BUILD_DIR: buildDir };
  try {
    // A first start creates and migrates the database; the backlog is queued while it is down.
    await stop((await startServer({ dataDir, env })).child);
    queueBacklog(dataDir, count);
    const server = await startServer({ dataDir, env });
    const until = Date.now() + seconds * 1000;
    let p = progress(dataDir);
    while (p.sent < count && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 100));
      p = progress(dataDir);
    }
    await stop(server.child);
    // From the first message sent to the last: the sending rate, not the server's start-up.
    const elapsed = p.sent > 1 ? (Date.parse(p.last) - Date.parse(p.first)) / 1000 : 0;
    const delivered = smtp ? [...smtp.received.values()].reduce((a, b) => a + b, 0) : p.sent;
    return {
      transport,
      count,
      sent: p.sent,
      seconds: Number(elapsed.toFixed(2)),
      perSecond: elapsed ? Math.round((p.sent - 1) / elapsed) : 0,
      duplicates: smtp ? delivered - smtp.received.size : 0,
    };
  } finally {
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Both transports for the current build (`build/`), and for `baseline` when given. */
export async function benchOutbox({ count = 2000, seconds = 120, baseline } = {}) {
  const builds = [["current", "build"], ...(baseline ? [["baseline", baseline]] : [])];
  const results = [];
  for (const [name, buildDir] of builds)
    for (const transport of ["file", "smtp"]) {
      process.stdout.write(`outbox ${name} ${transport}: ${count} e-mails… `);
      const result = {
        build: name,
        buildDir,
        ...(await run({ transport, count, seconds, buildDir })),
      };
      console.log(`${result.sent} sent, ${result.perSecond}/s`);
      results.push(result);
    }
  return { count, seconds, results };
}

export function outboxReport({ count, seconds, results }) {
  return [
    `## E-mail outbox (backlog of ${count} e-mails, SQLite)`,
    "",
    `e-mails/s from the first sent to the last; a run stops after ${seconds} s. file = .eml files (no SMTP_URL); smtp = a local smtp-server on loopback. duplicates = copies the SMTP server received twice (must be 0).`,
    "",
    "| build | transport | sent | seconds | e-mails/s | duplicates |",
    "|---|---|---|---|---|---|",
    ...results.map(
      (r) =>
        `| ${r.build} (${r.buildDir}) | ${r.transport} | ${r.sent} / ${r.count} | ${r.seconds} | ${r.perSecond} | ${r.duplicates} |`,
    ),
    "",
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildIfStale();
  const { values } = parseArgs({
    options: {
      count: { type: "string", default: "2000" },
      seconds: { type: "string", default: "120" },
      baseline: { type: "string" },
    },
  });
  const result = await benchOutbox({
    count: Number(values.count),
    seconds: Number(values.seconds),
    baseline: values.baseline,
  });
  console.log(`\n${outboxReport(result)}`);
  process.exit(0);
}
