import path from "node:path";
import { loadConfig } from "~/config/config.server";
import { openDatabase, refreshPlannerStatistics } from "~/db/db.server";
import {
  startOutboxWorker,
  createMailTransport,
  DEFAULT_SMTP_TIMEOUTS,
} from "~/features/mail/index.server";
import { startReminderJob } from "~/features/accounting/index.server";
import { startWeeklyReportJob } from "~/features/admin-insights/index.server";
import { startInterventionJobs } from "~/features/interventions/index.server";
import { startRetentionJob } from "~/features/privacy/index.server";
import { seedSite } from "~/features/seed/index.server";
import { prepareDatabase, startBackupJob } from "~/features/state/index.server";
import { startVisitCounter, startVisitTotalsJob } from "~/features/visits/index.server";
import { startHourlyJob } from "~/lib/hourly-job.server";
import { log, setLogLevel } from "~/lib/logger.server";
import { setRuntimeStarter } from "~/runtime/runtime.server";

/**
 * The top of the server: how the process's services start, in order. Every server entry (the
 * server bundle, the test helpers) calls it once, before anything asks for the runtime.
 */
export function bootRuntime(): void {
  setRuntimeStarter(start);
}

async function start(onStop: (hook: () => Promise<void> | void) => void) {
  const env = loadConfig();
  setLogLevel(env.LOG_LEVEL);
  const database = openDatabase({ databaseUrl: env.DATABASE_URL, file: env.DATABASE_FILE });
  onStop(() => database.close());
  // The opening measured the tables; each hour measures again those that grew much.
  const statistics = startHourlyJob(() => refreshPlannerStatistics(database), {
    firstDelayMs: 3_600_000,
    onError: (error) => log.error("planner statistics failed", { error }),
  });
  onStop(() => statistics.stop());
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
  onStop(() => outbox.stop());
  outbox.kick();
  // Daily clearing of personal data past the retention period (docs/product/privacy.md).
  const retention = startRetentionJob({ database });
  onStop(() => retention.stop());
  // Each closed day of page views gets its totals, for reports over years (docs/product/visits.md).
  const visitTotals = startVisitTotalsJob({ database });
  onStop(() => visitTotals.stop());
  // Unpaid invoices' reminders to their clients, 7, 15 and 30 days late (docs/product/invoices.md).
  const reminders = startReminderJob({ database, kick: () => outbox.kick() });
  onStop(() => reminders.stop());
  // The administrators' Monday report, at 7:00 in Lomé (docs/product/visits.md).
  if (config.WEEKLY_REPORT) {
    const weekly = startWeeklyReportJob({ database, publicUrl: config.PUBLIC_URL });
    onStop(() => weekly.stop());
  }
  // The day-before reminders at 18:00 in Lomé and the testimonial requests (decision 049).
  const interventions = startInterventionJobs({ database, publicUrl: config.PUBLIC_URL });
  onStop(() => interventions.stop());
  // The day's automatic backup into DATA_DIR/backups (README, Backups).
  if (config.BACKUP_HOUR !== null) {
    const backups = startBackupJob({
      database,
      connection: { databaseUrl: config.DATABASE_URL, file: config.DATABASE_FILE },
      dataDir: config.DATA_DIR,
      hour: config.BACKUP_HOUR,
    });
    onStop(() => backups.stop());
  }
  // Registered after the database, so it is stopped, and its last views written, before it.
  // The bundle's visits' thread sits beside it (vite.workers.config.ts).
  const visits = startVisitCounter({
    database,
    connection: { databaseUrl: config.DATABASE_URL, file: config.DATABASE_FILE },
    ownHost: new URL(config.PUBLIC_URL).hostname,
    threadFile: path.join(import.meta.dirname, "visit-thread.js"),
  });
  onStop(() => visits.stop());
  return { config, database, outbox, transport, visits };
}
