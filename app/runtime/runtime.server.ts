import { loadConfig, type AppConfig } from "~/config/config.server";
import { openDatabase, type AppDatabase } from "~/db/db.server";
import { startOutboxWorker, type OutboxWorker } from "~/features/mail/outbox.server";
import {
  createMailTransport,
  DEFAULT_SMTP_TIMEOUTS,
  type MailTransport,
} from "~/features/mail/transport.server";
import { startRetentionJob } from "~/features/privacy/retention.server";
import { seedSite } from "~/features/seed/seed.server";
import { prepareDatabase } from "~/features/state/prepare.server";
import { log, setLogLevel } from "./logger.server";

/** Everything a request needs that lives for the whole process. */
export interface AppRuntime {
  config: AppConfig;
  database: AppDatabase;
  /** Sends queued e-mail (lead notifications, acknowledgements, password resets). */
  outbox: OutboxWorker;
  /** How e-mail leaves: SMTP, or files nobody receives (the admin's test e-mail uses it). */
  transport: MailTransport;
}

let runtime: Promise<AppRuntime> | undefined;
const shutdownHooks: Array<() => Promise<void> | void> = [];

/**
 * Starts the process's services once: validated config, database, migrations, first-start seed.
 * The production server awaits it before listening (so a bad config stops the start); the dev
 * server reaches it from the root middleware on the first request.
 */
export function getRuntime(): Promise<AppRuntime> {
  runtime ??= start().catch((error: unknown) => {
    runtime = undefined;
    throw error;
  });
  return runtime;
}

async function start(): Promise<AppRuntime> {
  const env = loadConfig();
  setLogLevel(env.LOG_LEVEL);
  const database = openDatabase({ databaseUrl: env.DATABASE_URL, file: env.DATABASE_FILE });
  shutdownHooks.push(() => database.close());
  const config = await prepareDatabase(database, env);
  await seedSite(database, { notifyTo: config.LEADS_NOTIFY_TO, demo: config.SEED_DEMO });
  const transport = createMailTransport({
    smtpUrl: config.SMTP_URL,
    dataDir: config.DATA_DIR,
    timeouts: { ...DEFAULT_SMTP_TIMEOUTS, replyMs: config.SMTP_TIMEOUT_MS },
  });
  const outbox = startOutboxWorker({
    database,
    transport,
    from: config.MAIL_FROM,
    intervalMs: config.OUTBOX_INTERVAL_MS,
    retryBaseMs: config.OUTBOX_RETRY_MS,
  });
  shutdownHooks.push(() => outbox.stop());
  outbox.kick();
  // Daily clearing of personal data past the retention period (docs/product/privacy.md).
  const retention = startRetentionJob({ database });
  shutdownHooks.push(() => retention.stop());
  return { config, database, outbox, transport };
}

export async function stopRuntime() {
  while (shutdownHooks.length) {
    const hook = shutdownHooks.pop()!;
    try {
      await hook();
    } catch (error) {
      log.error("shutdown hook failed", { error });
    }
  }
  runtime = undefined;
}
