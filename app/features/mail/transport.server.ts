import { mkdirSync } from "node:fs";
import { rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export interface OutgoingMail {
  id: string;
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: Array<{ filename: string; contentType: string; content: Buffer }>;
}

export interface MailTransport {
  /** "file": messages are written as .eml files under DATA_DIR/outbox and reach nobody. */
  kind: "smtp" | "file";
  /**
   * Delivers one message. Rejects when `signal` aborts, and by itself once `attemptTimeoutMs`
   * has passed: an attempt never outlives that bound, which the outbox's lease relies on.
   */
  send(mail: OutgoingMail, signal?: AbortSignal): Promise<void>;
  /** How many sends may run at once (SMTP: the pool's connections). */
  concurrency: number;
  /** The longest one attempt can take, everything included. */
  attemptTimeoutMs: number;
  /** Closes connections, including those in the middle of a delivery. */
  close(): void;
}

/** How long SMTP may take; `replyMs` is the one that decides between a slow server and a dead one. */
export interface SmtpTimeouts {
  /** TCP connection, TLS and the server's greeting, together. */
  connectMs: number;
  /** Silence allowed while waiting for any one reply, notably "250" after the message's data. */
  replyMs: number;
}

export const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = { connectMs: 10_000, replyMs: 120_000 };
export const SMTP_POOL_SIZE = 5;
/** Writing one .eml file cannot take long; past this the disk is in trouble. */
const FILE_ATTEMPT_MS = 30_000;

/**
 * The hard bound of one SMTP attempt: connecting, then room for two replies as slow as `replyMs`
 * (in practice only the one after the data is slow). nodemailer's socket timeout counts silence,
 * so a server that trickles bytes would never trip it; this bound is enforced with an abort.
 */
export function smtpAttemptMs({ connectMs, replyMs }: SmtpTimeouts): number {
  return connectMs + 2 * replyMs;
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file under
 * DATA_DIR/outbox (open it with any mail client), so a fresh install never loses a notification.
 */
export function createMailTransport({
  smtpUrl,
  dataDir,
  timeouts = DEFAULT_SMTP_TIMEOUTS,
  poolSize = SMTP_POOL_SIZE,
}: {
  smtpUrl?: string;
  dataDir: string;
  timeouts?: SmtpTimeouts;
  poolSize?: number;
}): MailTransport {
  return smtpUrl
    ? smtpTransport(smtpUrl, timeouts, poolSize)
    : fileTransport(path.join(dataDir, "outbox"));
}

/**
 * The domain a Message-ID is made in: the sender's own (MAIL_FROM), as mail systems expect, so
 * a company that changes its address changes its Message-IDs with it.
 */
export function messageIdDomain(from: string): string {
  const address = /<([^<>]*)>\s*$/.exec(from)?.[1] ?? from;
  const domain = address.slice(address.lastIndexOf("@") + 1).trim();
  return /^[a-z0-9.-]+$/i.test(domain) && domain.includes(".") ? domain : "localhost";
}

/**
 * The message as nodemailer takes it. The Message-ID comes from the outbox row, so a retry
 * carries the same one and a receiving system can recognise it as the same message.
 */
function message(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? undefined,
    attachments: mail.attachments?.map((a) => ({ ...a })),
    messageId: `<${mail.id}@${messageIdDomain(mail.from)}>`,
  };
}

/**
 * Runs one attempt with its own signal, aborted when `ms` have passed or when `stop` aborts; the
 * timer and the listener are removed afterwards (one pair per message, nothing accumulates).
 */
async function withDeadline(
  ms: number,
  stop: AbortSignal | undefined,
  attempt: (signal: AbortSignal) => Promise<void>,
): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  const onStop = () => controller.abort();
  if (stop?.aborted) controller.abort();
  stop?.addEventListener("abort", onStop, { once: true });
  try {
    await attempt(controller.signal);
  } catch (error) {
    if (!controller.signal.aborted) throw error;
    throw new Error(
      stop?.aborted ? "attempt aborted: shutting down" : `attempt aborted after ${ms} ms`,
      { cause: error },
    );
  } finally {
    clearTimeout(timer);
    stop?.removeEventListener("abort", onStop);
  }
}

function smtpTransport(smtpUrl: string, timeouts: SmtpTimeouts, poolSize: number): MailTransport {
  const url = new URL(smtpUrl);
  // A pool: connections stay open between messages (no handshake per message), and a few
  // messages travel side by side, so a backlog drains as fast as the server accepts.
  const smtp = nodemailer.createTransport({
    pool: true,
    maxConnections: poolSize,
    host: url.hostname,
    port: Number(url.port) || (url.protocol === "smtps:" ? 465 : 587),
    secure: url.protocol === "smtps:",
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    ignoreTLS: url.searchParams.get("tls") === "off",
    connectionTimeout: timeouts.connectMs,
    greetingTimeout: timeouts.connectMs,
    socketTimeout: timeouts.replyMs,
  });
  const attemptTimeoutMs = smtpAttemptMs(timeouts);
  return {
    kind: "smtp",
    concurrency: poolSize,
    attemptTimeoutMs,
    async send(mail, stop) {
      // Aborting closes the connection carrying the message, so the attempt is really over.
      await withDeadline(attemptTimeoutMs, stop, async (signal) => {
        await smtp.sendMail({ ...message(mail), signal });
      });
    },
    close: () => smtp.close({ force: true }),
  };
}

function fileTransport(folder: string): MailTransport {
  mkdirSync(folder, { recursive: true });
  const writer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  return {
    kind: "file",
    // Files are written by libuv's thread pool: a few at once keep it busy.
    concurrency: 8,
    attemptTimeoutMs: FILE_ATTEMPT_MS,
    async send(mail, stop) {
      await withDeadline(FILE_ATTEMPT_MS, stop, async (signal) => {
        const info = await writer.sendMail({ ...message(mail), signal });
        // The id names the file, so a retried message overwrites rather than duplicates; the
        // rename makes it appear whole or not at all (a full disk leaves no truncated message).
        const file = path.join(folder, `${mail.id}.eml`);
        await writeFile(`${file}.tmp`, info.message as Buffer, { signal });
        await rename(`${file}.tmp`, file);
      });
    },
    close() {},
  };
}
