import type { AppConfig } from "~/config/config.server";
import type { AppDatabase } from "~/db/db.server";
import type { OutboxWorker, MailTransport } from "~/features/mail/index.server";
import type { VisitCounter } from "~/features/visits/index.server";
import { log } from "~/lib/logger.server";

/** Everything a request needs that lives for the whole process. */
export interface AppRuntime {
  config: AppConfig;
  database: AppDatabase;
  /** Sends queued e-mail (lead notifications, acknowledgements, password resets). */
  outbox: OutboxWorker;
  /** How e-mail leaves: SMTP, or files nobody receives (the admin's test e-mail uses it). */
  transport: MailTransport;
  /** Counted page views, written in batches (docs/product/visits.md). */
  visits: VisitCounter;
}

type Starter = (onStop: (hook: () => Promise<void> | void) => void) => Promise<AppRuntime>;

let starter: Starter | undefined;
let runtime: Promise<AppRuntime> | undefined;
const shutdownHooks: Array<() => Promise<void> | void> = [];

/**
 * How the process's services start (app/boot.server.ts). It is handed in rather than imported,
 * so that the capabilities below can ask for the runtime without importing everything above.
 */
export function setRuntimeStarter(start: Starter): void {
  starter = start;
}

/**
 * Starts the process's services once: validated config, database, migrations, first-start seed.
 * The production server awaits it before listening (so a bad config stops the start); the dev
 * server reaches it from the root middleware on the first request.
 */
export function getRuntime(): Promise<AppRuntime> {
  if (!starter) throw new Error("getRuntime() before app/boot.server.ts was imported");
  runtime ??= starter((hook) => shutdownHooks.push(hook)).catch((error: unknown) => {
    runtime = undefined;
    throw error;
  });
  return runtime;
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
