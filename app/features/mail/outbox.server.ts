import { randomUUID } from "node:crypto";
import type { Kysely, Selectable, Transaction } from "kysely";
import { nowIso, type AppDatabase } from "~/db/db.server";
import type { Database, EmailOutboxTable } from "~/db/schema";
import { log } from "~/lib/logger.server";
import type { MailTransport } from "./transport.server";

export interface EmailToQueue {
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  relatedType?: string;
  relatedId?: string;
  /** Files sent with the message (a devis PDF), stored with it so every retry carries them. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * Queues an e-mail inside the caller's transaction (the transactional outbox): the lead and its
 * notifications are stored together or not at all, and sending happens afterwards, retried
 * until it goes. An SMTP outage therefore never loses a lead nor slows its storage.
 */
export async function queueEmail(
  trx: Kysely<Database> | Transaction<Database>,
  email: EmailToQueue,
): Promise<string> {
  const id = randomUUID();
  const now = nowIso();
  await trx
    .insertInto("email_outbox")
    .values({
      id,
      created_at: now,
      kind: email.kind,
      to_address: email.to,
      reply_to: email.replyTo ?? null,
      subject: email.subject,
      text_body: email.text,
      html_body: null,
      related_type: email.relatedType ?? null,
      related_id: email.relatedId ?? null,
      status: "pending",
      attempts: 0,
      next_attempt_at: now,
      locked_until: null,
      last_error: null,
      sent_at: null,
    })
    .execute();
  if (email.attachments?.length)
    await trx
      .insertInto("email_attachments")
      .values(
        email.attachments.map((file, position) => ({
          id: randomUUID(),
          email_id: id,
          position,
          filename: file.filename,
          content_type: file.contentType,
          content: file.content,
        })),
      )
      .execute();
  return id;
}

/** A message's files, in the order they were queued (read at each attempt, not kept in memory). */
async function attachmentsOf(db: Kysely<Database>, emailId: string): Promise<MailAttachment[]> {
  const rows = await db
    .selectFrom("email_attachments")
    .select(["filename", "content_type", "content"])
    .where("email_id", "=", emailId)
    .orderBy("position")
    .execute();
  return rows.map((r) => ({
    filename: r.filename,
    contentType: r.content_type,
    content: Buffer.from(r.content),
  }));
}

/** Wait before the next try: 30 s, 1 min, 2 min, … (doubling from `baseMs`) capped at 1 hour. */
export function retryDelayMs(attempts: number, baseMs = 30_000): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** After this many attempts a message is marked failed (kept, visible, and logged as an error). */
export const MAX_ATTEMPTS = 25;
/**
 * A claimed message is leased for the transport's longest attempt plus this margin (writing the
 * outcome, clocks of several servers a little apart): no other worker takes it meanwhile.
 */
export const LEASE_MARGIN_MS = 60_000;

export interface OutboxWorker {
  /** Sends everything due, until nothing is left (also called by the timer). */
  runOnce(): Promise<number>;
  /** Asks for a pass soon, without waiting for it (after a lead is stored). */
  kick(): void;
  /** Stops taking messages, lets deliveries under way finish for a moment, then cuts them. */
  stop(): Promise<void>;
}

type Row = Selectable<EmailOutboxTable>;
/** What an attempt came to; "unavailable" (server down, disk full) ends the pass early. */
type Outcome = "sent" | "not-sent" | "unavailable";

/**
 * Sends the outbox. Each pass drains it: it claims due messages in small batches, as many as
 * the transport has free slots, and keeps every slot busy until nothing is due. A claim is one
 * atomic UPDATE that also sets the lease, so two workers (processes) never hold the same row.
 */
export function startOutboxWorker({
  database,
  transport,
  from,
  intervalMs = 5_000,
  retryBaseMs = 30_000,
  leaseMarginMs = LEASE_MARGIN_MS,
  stopGraceMs = 3_000,
}: {
  database: AppDatabase;
  transport: MailTransport;
  from: string;
  intervalMs?: number;
  retryBaseMs?: number;
  leaseMarginMs?: number;
  stopGraceMs?: number;
}): OutboxWorker {
  const { db, dialect } = database;
  const leaseMs = transport.attemptTimeoutMs + leaseMarginMs;
  const slots = Math.max(1, transport.concurrency);
  const abort = new AbortController();
  let running: Promise<number> | undefined;
  let again = false;
  let stopping = false;

  /** Takes up to `limit` due messages and leases them; the lease value fences our later writes. */
  async function claim(limit: number): Promise<Row[]> {
    const now = new Date();
    const due = db
      .selectFrom("email_outbox")
      .select("id")
      .where("status", "=", "pending")
      .where("next_attempt_at", "<=", nowIso(now))
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", nowIso(now))]))
      .orderBy("next_attempt_at")
      .limit(limit)
      // PostgreSQL: rows another worker is claiming this instant are skipped, not waited for.
      // SQLite runs one writer at a time, which makes the UPDATE below atomic by itself.
      .$if(dialect === "postgres", (q) => q.forUpdate().skipLocked());
    return db
      .updateTable("email_outbox")
      .set((eb) => ({
        locked_until: nowIso(new Date(now.getTime() + leaseMs)),
        // Counted when it starts, so an attempt that kills the process still counts.
        attempts: eb("attempts", "+", 1),
      }))
      .where("id", "in", due)
      .returningAll()
      .execute();
  }

  /** Writes an attempt's outcome, only if the lease is still ours. */
  async function settle(mail: Row, values: Partial<Row>) {
    const result = await db
      .updateTable("email_outbox")
      .set({ ...values, locked_until: null })
      .where("id", "=", mail.id)
      .where("locked_until", "=", mail.locked_until)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1)
      log.warn("outbox lease lost before the outcome was written", { id: mail.id });
  }

  async function deliver(mail: Row): Promise<Outcome> {
    try {
      if (mail.attempts > MAX_ATTEMPTS) {
        // Its last attempt never reported back (process killed): give up rather than loop.
        await settle(mail, { status: "failed", last_error: "last attempt ended without outcome" });
        log.error("e-mail not sent", { id: mail.id, kind: mail.kind, attempts: mail.attempts });
        return "not-sent";
      }
      try {
        await transport.send(
          {
            id: mail.id,
            from,
            to: mail.to_address,
            replyTo: mail.reply_to,
            subject: mail.subject,
            text: mail.text_body,
            html: mail.html_body,
            attachments: await attachmentsOf(db, mail.id),
          },
          abort.signal,
        );
      } catch (error) {
        const failed = mail.attempts >= MAX_ATTEMPTS;
        await settle(mail, {
          status: failed ? "failed" : "pending",
          next_attempt_at: nowIso(new Date(Date.now() + retryDelayMs(mail.attempts, retryBaseMs))),
          last_error: String(error instanceof Error ? error.message : error).slice(0, 500),
        });
        (failed ? log.error : log.warn)("e-mail not sent", {
          id: mail.id,
          kind: mail.kind,
          attempts: mail.attempts,
          error,
        });
        return rejectedMessage(error) ? "not-sent" : "unavailable";
      }
      await settle(mail, {
        status: "sent",
        sent_at: nowIso(),
        last_error: null,
        // Written as a file (no SMTP_URL): the admin says so instead of "sent".
        sent_to_file: transport.kind === "file" ? 1 : 0,
      });
      return "sent";
    } catch (error) {
      // The database failed while writing the outcome: the lease runs out and it is retried.
      log.error("outbox outcome not stored", { id: mail.id, error });
      return "unavailable";
    }
  }

  async function drain(): Promise<{ sent: number; halted: boolean }> {
    let sent = 0;
    let halt = false;
    let more = true;
    const inFlight = new Set<Promise<void>>();
    for (;;) {
      const free = slots - inFlight.size;
      if (more && free > 0 && !halt && !stopping) {
        let batch: Row[] = [];
        try {
          batch = await claim(free);
        } catch (error) {
          log.error("outbox claim failed", { error });
          halt = true;
        }
        for (const mail of batch) {
          const task: Promise<void> = deliver(mail).then((outcome) => {
            inFlight.delete(task);
            if (outcome === "sent") sent++;
            // The server or the disk is down: the messages behind would fail the same way and
            // spend an attempt each. The next timer pass tries again.
            if (outcome === "unavailable") halt = true;
          });
          inFlight.add(task);
        }
        // Fewer than asked means nothing else is due right now.
        more = batch.length === free;
        if (more) continue;
      }
      if (inFlight.size === 0) return { sent, halted: halt };
      await Promise.race(inFlight);
      more = true;
    }
  }

  function runOnce(): Promise<number> {
    if (stopping) return Promise.resolve(0);
    if (running) {
      // A message queued after this pass's last look is not left for the timer.
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      for (;;) {
        again = false;
        const { sent, halted } = await drain().catch((error: unknown) => {
          log.error("outbox pass failed", { error });
          return { sent: 0, halted: true };
        });
        total += sent;
        // `again` and `stopping` change while the pass awaits (kick, stop). After a halt, kicks
        // (one per lead) wait for the timer, or an outage would spend attempts at their pace.
        if (!again || stopping || halted) return total;
      }
    })().finally(() => (running = undefined));
    return running;
  }

  const timer = setInterval(() => void runOnce(), intervalMs);
  timer.unref();
  return {
    runOnce,
    kick: () => void setTimeout(() => void runOnce(), 0),
    async stop() {
      stopping = true;
      clearInterval(timer);
      if (running) {
        let grace: NodeJS.Timeout | undefined;
        await Promise.race([running, new Promise((r) => (grace = setTimeout(r, stopGraceMs)))]);
        clearTimeout(grace);
      }
      // Whatever is still under way is cut; those messages are retried after their backoff.
      abort.abort();
      await running;
      transport.close();
    },
  };
}

/** The server refused this message (its envelope or content); other messages may still go. */
function rejectedMessage(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "EENVELOPE" || code === "EMESSAGE";
}
