import path from "node:path";
import type { AppDatabase } from "~/db/db.server";
import { claimDay, dayNumber } from "~/db/day-claims.server";
import { startHourlyJob, type HourlyJob } from "~/lib/hourly-job.server";
import { log } from "~/lib/logger.server";
import {
  auditBackup,
  backupFailure,
  backupFileName,
  backupsDir,
  pruneBackups,
  writeSiteBackup,
} from "./site-backup.server";

/** The counter whose value is the day of the last automatic backup (its claim, below). */
export const BACKUP_DAY_COUNTER = "backup-day";
/** Automatic backups kept on the server: the last week's. */
export const KEPT_AUTOMATIC_BACKUPS = 7;

export interface BackupJobOptions {
  database: AppDatabase;
  /** The connection the backup reads on (its own: see writeSiteBackup). */
  connection: { databaseUrl?: string; file: string };
  dataDir: string;
  /** The hour (Lomé time, which is UTC) from which the day's backup is due. */
  hour: number;
}

/**
 * The day's backup, once across every process sharing the database: the first to move the day
 * counter forward writes it. A failure gives the day back, so the next look tries again; each
 * outcome is written to the change log, where the Backups screen reads the last one.
 * Returns undefined when nothing was due.
 */
export async function runDailyBackup(
  options: BackupJobOptions,
  now = new Date(),
): Promise<"written" | "failed" | undefined> {
  const { database, dataDir } = options;
  if (now.getUTCHours() < options.hour) return undefined;
  const today = dayNumber(now);
  const previous = await database.db
    .selectFrom("counters")
    .select("value")
    .where("name", "=", BACKUP_DAY_COUNTER)
    .executeTakeFirst();
  const claimed = await claimDay(database.db, BACKUP_DAY_COUNTER, now);
  if (!claimed) return undefined;
  const started = performance.now();
  const file = path.join(backupsDir(dataDir), backupFileName(now, true));
  try {
    const written = await writeSiteBackup(options.connection, file);
    const ms = Math.round(performance.now() - started);
    const details = { file: path.basename(file), rows: written.rows, bytes: written.bytes, ms };
    await auditBackup(database, null, "backup.automatic", details);
    log.info("automatic backup written", details);
    await pruneBackups(dataDir, KEPT_AUTOMATIC_BACKUPS);
    return "written";
  } catch (error) {
    const reason = backupFailure(error);
    log.error("automatic backup failed", { reason, error });
    await database.db
      .updateTable("counters")
      .set({ value: Number(previous?.value ?? 0) })
      .where("name", "=", BACKUP_DAY_COUNTER)
      .where("value", "=", today)
      .execute();
    await auditBackup(database, null, "backup.failed", { reason }).catch(() => undefined);
    return "failed";
  }
}

export type BackupJob = HourlyJob<"written" | "failed">;

/** Looks every hour whether the day's backup is due, the first time a few seconds after start. */
export function startBackupJob(
  options: BackupJobOptions & { intervalMs?: number; firstDelayMs?: number },
): BackupJob {
  const { intervalMs, firstDelayMs = 5_000 } = options;
  const onError = (error: unknown) => log.error("automatic backup check failed", { error });
  return startHourlyJob(() => runDailyBackup(options), { intervalMs, firstDelayMs, onError });
}
