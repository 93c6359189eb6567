import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { migrateToLatest, nowIso, openDatabase, type AppDatabase } from "~/db/db.server";
import { forEachDatabase, type OpenTestDatabase } from "../../../tests/helpers/databases";
import { until as waitUntil } from "../../../tests/helpers/until";
import {
  closedPort,
  startTestSmtp,
  startTricklingSmtp,
  type TestSmtp,
} from "../../../tests/helpers/smtp";
import { attachmentsOf } from "../../../tests/helpers/mime";
import {
  MAX_ATTEMPTS,
  queueEmail,
  retryDelayMs,
  startOutboxWorker,
  type OutboxWorker,
} from "./outbox.server";
import { createMailTransport, type MailTransport, type SmtpTimeouts } from "./transport.server";

const FAST: SmtpTimeouts = { connectMs: 1_000, replyMs: 1_000 };
const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

function smtpTransport(url: string, timeouts = FAST): MailTransport {
  return createMailTransport({ smtpUrl: url, dataDir: "unused", timeouts });
}

/** A worker whose timer stays out of the way unless asked: tests drive it with runOnce/kick. */
function worker(
  database: AppDatabase,
  transport: MailTransport,
  options: Partial<Parameters<typeof startOutboxWorker>[0]> = {},
): OutboxWorker {
  const w = startOutboxWorker({
    database,
    transport,
    from: "Africa Clean <no-reply@africaclean.tg>",
    intervalMs: 3_600_000,
    retryBaseMs: 60_000,
    leaseMarginMs: 500,
    ...options,
  });
  cleanups.push(() => w.stop());
  return w;
}

async function smtp(options?: Parameters<typeof startTestSmtp>[0]): Promise<TestSmtp> {
  const server = await startTestSmtp(options);
  cleanups.push(() => server.close());
  return server;
}

async function queue({ db }: AppDatabase, count: number): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const ids: string[] = [];
    for (let i = 0; i < count; i++)
      ids.push(
        await queueEmail(trx, {
          kind: "test",
          to: `visitor${i}@example.tg`,
          subject: `Message ${i}`,
          text: `Body ${i}`,
        }),
      );
    return ids;
  });
}

const rows = ({ db }: AppDatabase) =>
  db.selectFrom("email_outbox").selectAll().orderBy("created_at").execute();

async function until(check: () => Promise<boolean> | boolean, ms = 50_000): Promise<void> {
  await waitUntil(check, Boolean, ms);
}

const messageIdOf = (id: string) => `<${id}@africaclean.tg>`;

/** Two handles on one database, as two server processes have (SQLite: a file, two connections). */
async function openTwo(open: OpenTestDatabase): Promise<[AppDatabase, AppDatabase]> {
  const first = await open();
  if (first.dialect === "postgres") {
    const { rows: found } = await sql<{
      schema: string;
    }>`select current_schema() as schema`.execute(first.db);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.searchParams.set("options", `-c search_path=${found[0]!.schema}`);
    const second = openDatabase({ databaseUrl: url.toString() });
    cleanups.push(
      () => first.close(),
      () => second.close(),
    );
    return [first, second];
  }
  await first.close();
  const dir = mkdtempSync(path.join(tmpdir(), "outbox-"));
  const a = openDatabase({ file: path.join(dir, "site.db") });
  await migrateToLatest(a);
  const b = openDatabase({ file: path.join(dir, "site.db") });
  cleanups.push(
    () => rmSync(dir, { recursive: true, force: true }),
    () => a.close(),
    () => b.close(),
  );
  return [a, b];
}

async function openOne(open: OpenTestDatabase): Promise<AppDatabase> {
  const database = await open();
  cleanups.push(() => database.close());
  return database;
}

// Generous test timeouts: the machine running the tests may be busy; speed is measured by the
// bench, never asserted here.
forEachDatabase((open) => {
  describe("claiming", { timeout: 60_000 }, () => {
    it("two workers on two connections send each of 200 messages exactly once", async () => {
      const [a, b] = await openTwo(open);
      const server = await smtp();
      const ids = await queue(a, 200);
      // Generous timeouts: this is about claiming, and a busy machine must not time a send out.
      const patient = { connectMs: 15_000, replyMs: 15_000 };
      const first = worker(a, smtpTransport(server.url, patient));
      const second = worker(b, smtpTransport(server.url, patient));
      const [sentByFirst, sentBySecond] = await Promise.all([first.runOnce(), second.runOnce()]);
      expect(sentByFirst + sentBySecond).toBe(200);
      expect(sentByFirst).toBeGreaterThan(0);
      expect(sentBySecond).toBeGreaterThan(0);
      expect(server.received.map((m) => m.messageId).sort()).toEqual(ids.map(messageIdOf).sort());
      for (const row of await rows(a))
        expect(row).toMatchObject({ status: "sent", attempts: 1, locked_until: null });
    });

    it("drains a backlog of 500 messages to .eml files in one kick", async () => {
      const database = await openOne(open);
      const dataDir = mkdtempSync(path.join(tmpdir(), "outbox-files-"));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const ids = await queue(database, 500);
      worker(database, createMailTransport({ dataDir })).kick();
      await until(async () => (await rows(database)).every((r) => r.status === "sent"));
      const files = readdirSync(path.join(dataDir, "outbox")).sort();
      expect(files).toEqual(ids.map((id) => `${id}.eml`).sort());
    });
  });

  describe("attachments", { timeout: 60_000 }, () => {
    it("carries a message's files through a failed attempt and its retry, byte for byte", async () => {
      const database = await openOne(open);
      const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.from([0, 1, 2, 254, 255])]);
      const id = await database.db.transaction().execute((trx) =>
        queueEmail(trx, {
          kind: "devis",
          to: "client@example.tg",
          subject: "Votre devis DV-2026-0042",
          text: "Ci-joint.",
          attachments: [
            { filename: "DV-2026-0042.pdf", contentType: "application/pdf", content: pdf },
          ],
        }),
      );
      // The server is down: the attempt fails and the message waits for its retry.
      const down = smtpTransport(`smtp://127.0.0.1:${await closedPort()}?tls=off`);
      await worker(database, down, { retryBaseMs: 50 }).runOnce();
      expect((await rows(database))[0]).toMatchObject({ status: "pending", attempts: 1 });
      const server = await smtp();
      // Its retry is due once its time has come.
      await until(async () => Date.parse((await rows(database))[0]!.next_attempt_at) <= Date.now());
      await worker(database, smtpTransport(server.url)).runOnce();
      expect((await rows(database))[0]).toMatchObject({ status: "sent", attempts: 2 });
      expect(server.received).toHaveLength(1);
      expect(server.received[0]!.messageId).toBe(messageIdOf(id));
      expect(attachmentsOf(server.received[0]!.raw)).toEqual([
        { filename: "DV-2026-0042.pdf", contentType: "application/pdf", content: pdf },
      ]);
    });
  });

  describe("failures", { timeout: 60_000 }, () => {
    it("stops the pass when the server is down and waits retryDelayMs before each retry", async () => {
      const database = await openOne(open);
      await queue(database, 8);
      const w = worker(database, smtpTransport(`smtp://127.0.0.1:${await closedPort()}?tls=off`));
      const before = Date.now();
      const pass = w.runOnce();
      // A lead stored during the pass asks for another look: after a halt it waits for the timer.
      void w.runOnce();
      expect(await pass).toBe(0);
      const after = Date.now();
      const tried = (await rows(database)).filter((r) => r.attempts === 1);
      // One batch (the pool's 5 slots) found the server down; the 3 others kept their attempts.
      expect(tried).toHaveLength(5);
      for (const row of tried) {
        expect(row).toMatchObject({ status: "pending", locked_until: null });
        expect(row.last_error).toBeTruthy();
        const next = Date.parse(row.next_attempt_at);
        expect(next).toBeGreaterThanOrEqual(before + retryDelayMs(1, 60_000));
        expect(next).toBeLessThanOrEqual(after + retryDelayMs(1, 60_000));
      }

      // The next pass tries the 3 others only: the first 5 are not due yet.
      await w.runOnce();
      expect((await rows(database)).map((r) => r.attempts)).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);

      // Once due again, a second failure doubles the wait.
      await database.db
        .updateTable("email_outbox")
        .set({ next_attempt_at: nowIso(new Date(Date.now() - 1)) })
        .execute();
      const again = Date.now();
      await w.runOnce();
      const second = (await rows(database)).filter((r) => r.attempts === 2);
      expect(second).toHaveLength(5);
      for (const row of second)
        expect(Date.parse(row.next_attempt_at)).toBeGreaterThanOrEqual(
          again + retryDelayMs(2, 60_000),
        );
    });

    it(`marks a message failed after ${MAX_ATTEMPTS} attempts, and one whose last attempt never reported`, async () => {
      const database = await openOne(open);
      const [lastTry, crashed] = await queue(database, 2);
      await database.db
        .updateTable("email_outbox")
        .set({ attempts: MAX_ATTEMPTS - 1 })
        .where("id", "=", lastTry!)
        .execute();
      // A process was killed during the last allowed attempt: its lease ran out.
      await database.db
        .updateTable("email_outbox")
        .set({ attempts: MAX_ATTEMPTS, locked_until: nowIso(new Date(Date.now() - 1)) })
        .where("id", "=", crashed!)
        .execute();
      const down = `smtp://127.0.0.1:${await closedPort()}?tls=off`;
      await worker(database, smtpTransport(down)).runOnce();
      const byId = new Map((await rows(database)).map((r) => [r.id, r]));
      expect(byId.get(lastTry!)).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
      expect(byId.get(crashed!)).toMatchObject({
        status: "failed",
        attempts: MAX_ATTEMPTS + 1,
        last_error: "last attempt ended without outcome",
      });
    });

    it("leaves a message leased by a crashed attempt alone until the lease expires, then retries it", async () => {
      const database = await openOne(open);
      const server = await smtp();
      const [id] = await queue(database, 1);
      const leaseEnd = Date.now() + 1_000;
      await database.db
        .updateTable("email_outbox")
        .set({ attempts: 1, locked_until: nowIso(new Date(leaseEnd)) })
        .execute();
      const w = worker(database, smtpTransport(server.url));
      expect(await w.runOnce()).toBe(0);
      expect(server.received).toHaveLength(0);
      await until(() => Date.now() > leaseEnd);
      expect(await w.runOnce()).toBe(1);
      expect(server.received.map((m) => m.messageId)).toEqual([messageIdOf(id!)]);
      expect((await rows(database))[0]).toMatchObject({ status: "sent", attempts: 2 });
    });
  });

  describe("slow and stalling SMTP servers", { timeout: 60_000 }, () => {
    it("a server slow to confirm, within the reply timeout: each message arrives once, though two workers keep passing", async () => {
      const [a, b] = await openTwo(open);
      // Confirms 1.5 s after the data: longer than the retry delay and many timer passes.
      const server = await smtp({ replyDelayMs: () => 1_500 });
      const timeouts = { connectMs: 1_000, replyMs: 3_000 };
      const options = { intervalMs: 20, retryBaseMs: 100 };
      const ids = await queue(a, 3);
      worker(a, smtpTransport(server.url, timeouts), options).kick();
      worker(b, smtpTransport(server.url, timeouts), options).kick();
      await until(async () => (await rows(a)).every((r) => r.status === "sent"));
      expect(server.received.map((m) => m.messageId).sort()).toEqual(ids.map(messageIdOf).sort());
      for (const row of await rows(a)) expect(row.attempts).toBe(1);
    });

    it("a server that confirms after the client gave up: the retry waits for the backoff and repeats the Message-ID", async () => {
      const [a, b] = await openTwo(open);
      // The first delivery of each message is confirmed 1.5 s late, past the 0.4 s reply timeout.
      const server = await smtp({ replyDelayMs: (_mail, nth) => (nth === 1 ? 1_500 : 0) });
      const timeouts = { connectMs: 1_000, replyMs: 400 };
      const options = { intervalMs: 20, retryBaseMs: 1_500 };
      const ids = await queue(a, 2);
      worker(a, smtpTransport(server.url, timeouts), options).kick();
      worker(b, smtpTransport(server.url, timeouts), options).kick();
      await until(async () => (await rows(a)).every((r) => r.status === "sent"));
      // The server kept the first copy although the client saw a timeout: at-least-once. The
      // copy comes only after the backoff (never while the first attempt was pending), once,
      // with the same Message-ID so the receiving side can tell it is the same message.
      for (const id of ids) {
        const copies = server.received.filter((m) => m.messageId === messageIdOf(id));
        expect(copies).toHaveLength(2);
        expect(copies[1]!.at - copies[0]!.at).toBeGreaterThanOrEqual(1_500);
      }
      expect(server.received).toHaveLength(4);
      for (const row of await rows(a)) expect(row).toMatchObject({ status: "sent", attempts: 2 });
    });

    it("ends an attempt against a server that trickles its reply at the attempt deadline", async () => {
      const database = await openOne(open);
      const trickle = await startTricklingSmtp(100);
      cleanups.push(() => trickle.close());
      await queue(database, 1);
      // A reply line every 0.1 s never trips the 0.3 s silence timeout; the 0.9 s deadline does.
      const transport = smtpTransport(trickle.url, { connectMs: 300, replyMs: 300 });
      expect(transport.attemptTimeoutMs).toBe(900);
      expect(await worker(database, transport).runOnce()).toBe(0);
      expect(trickle.messages).toBe(1);
      const [row] = await rows(database);
      expect(row).toMatchObject({ status: "pending", attempts: 1, locked_until: null });
      // The deadline aborts it; on a very busy machine the 300 ms silence timeout may fire first.
      expect(row!.last_error).toMatch(/abort|timeout/i);
    });

    it("stop() cuts a delivery the server stalls after a short grace, and the message stays queued", async () => {
      const database = await openOne(open);
      const trickle = await startTricklingSmtp(100);
      cleanups.push(() => trickle.close());
      await queue(database, 1);
      const w = worker(
        database,
        smtpTransport(trickle.url, { connectMs: 1_000, replyMs: 60_000 }),
        {
          stopGraceMs: 200,
        },
      );
      const pass = w.runOnce();
      await until(() => trickle.messages === 1);
      await w.stop();
      expect(await pass).toBe(0);
      const [row] = await rows(database);
      expect(row).toMatchObject({ status: "pending", attempts: 1, locked_until: null });
    });
  });
});
