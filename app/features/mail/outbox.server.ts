import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { nowIso, type AppDatabase } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { log } from "~/runtime/logger.server";
import type { MailTransport } from "./transport.server";

export interface EmailToQueue {
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  relatedType?: string;
  relatedId?: string;
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
  return id;
}

/** Wait before the next try: 30 s, 1 min, 2 min, … (doubling from `baseMs`) capped at 1 hour. */
export function retryDelayMs(attempts: number, baseMs = 30_000): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** After this many failures a message is marked failed (kept, visible, and logged as an error). */
export const MAX_ATTEMPTS = 25;
const LOCK_MS = 60_000;

export interface OutboxWorker {
  /** Sends what is due now (also called by the timer); resolves when this pass is done. */
  runOnce(): Promise<number>;
  /** Asks for a pass soon, without waiting for it (after a lead is stored). */
  kick(): void;
  stop(): Promise<void>;
}

export function startOutboxWorker({
  database,
  transport,
  from,
  intervalMs = 5_000,
  retryBaseMs = 30_000,
}: {
  database: AppDatabase;
  transport: MailTransport;
  from: string;
  intervalMs?: number;
  retryBaseMs?: number;
}): OutboxWorker {
  const { db } = database;
  let running: Promise<number> | undefined;
  let stopped = false;

  async function sendDue(): Promise<number> {
    const now = new Date();
    const due = await db
      .selectFrom("email_outbox")
      .selectAll()
      .where("status", "=", "pending")
      .where("next_attempt_at", "<=", nowIso(now))
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", nowIso(now))]))
      .orderBy("created_at")
      .limit(20)
      .execute();
    let sent = 0;
    for (const mail of due) {
      if (stopped) break;
      // Claim the row, so a second process (or pass) never sends it too.
      const claimed = await db
        .updateTable("email_outbox")
        .set({ locked_until: nowIso(new Date(Date.now() + LOCK_MS)) })
        .where("id", "=", mail.id)
        .where("status", "=", "pending")
        .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", nowIso())]))
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) continue;
      try {
        await transport.send({
          id: mail.id,
          from,
          to: mail.to_address,
          replyTo: mail.reply_to,
          subject: mail.subject,
          text: mail.text_body,
          html: mail.html_body,
        });
        await db
          .updateTable("email_outbox")
          .set({
            status: "sent",
            sent_at: nowIso(),
            attempts: mail.attempts + 1,
            locked_until: null,
            last_error: null,
          })
          .where("id", "=", mail.id)
          .execute();
        sent++;
      } catch (error) {
        const attempts = mail.attempts + 1;
        const failed = attempts >= MAX_ATTEMPTS;
        await db
          .updateTable("email_outbox")
          .set({
            attempts,
            status: failed ? "failed" : "pending",
            next_attempt_at: nowIso(new Date(Date.now() + retryDelayMs(attempts, retryBaseMs))),
            locked_until: null,
            last_error: String(error instanceof Error ? error.message : error).slice(0, 500),
          })
          .where("id", "=", mail.id)
          .execute();
        (failed ? log.error : log.warn)("e-mail not sent", {
          id: mail.id,
          kind: mail.kind,
          attempts,
          error,
        });
      }
    }
    return sent;
  }

  function runOnce(): Promise<number> {
    running ??= sendDue()
      .catch((error: unknown) => {
        log.error("outbox pass failed", { error });
        return 0;
      })
      .finally(() => (running = undefined));
    return running;
  }

  const timer = setInterval(() => void runOnce(), intervalMs);
  timer.unref();
  return {
    runOnce,
    kick: () => void setTimeout(() => void runOnce(), 0),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
