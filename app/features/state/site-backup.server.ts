import { randomUUID } from "node:crypto";
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { nowIso, openDatabase, type AppDatabase } from "~/db/db.server";
import { writeBackupFile } from "./backup-file.server";
import { readSnapshot } from "./snapshot.server";

/** Where backups are written: the backup command's default folder. */
export const backupsDir = (dataDir: string) => path.join(dataDir, "backups");

/**
 * The backup command's file name, `site-2026-11-28T03-00-00Z.jsonl.gz`; the daily automatic
 * backups add `auto-` in front, so pruning them never touches a file an operator made.
 */
export const backupFileName = (now = new Date(), automatic = false) =>
  `${automatic ? "auto-" : ""}site-${now.toISOString().slice(0, 19).replaceAll(":", "-")}Z.jsonl.gz`;
const BACKUP_FILE = /^(auto-)?site-[\dT-]+Z\.jsonl\.gz$/;

/** Why a backup could not be written, in terms an administrator can act on. */
export type BackupFailure = "DISK_FULL" | "NO_ACCESS" | "FAILED";

export function backupFailure(error: unknown): BackupFailure {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "ENOSPC" || code === "EDQUOT") return "DISK_FULL";
  if (code === "EACCES" || code === "EPERM" || code === "EROFS") return "NO_ACCESS";
  return "FAILED";
}

export interface WrittenBackup {
  file: string;
  rows: number;
  bytes: number;
}

/**
 * The whole site into `file`, as `npm run backup` writes it. The snapshot is read on a
 * connection of its own: on SQLite the site's single connection stays free for visitors while
 * the backup reads, and a half-written file never takes the final name.
 */
export async function writeSiteBackup(
  connection: { databaseUrl?: string; file: string },
  file: string,
): Promise<WrittenBackup> {
  await mkdir(path.dirname(file), { recursive: true });
  const database = openDatabase(connection);
  try {
    const rows = await writeBackupFile(file, readSnapshot(database));
    return { file, rows, bytes: (await stat(file)).size };
  } finally {
    await database.close();
  }
}

/** A backup file kept on the server, newest first. */
export interface KeptBackup {
  name: string;
  automatic: boolean;
  bytes: number;
  at: string;
}

export async function keptBackups(dataDir: string): Promise<KeptBackup[]> {
  const folder = backupsDir(dataDir);
  const names = await readdir(folder).catch(() => [] as string[]);
  const files = await Promise.all(
    names
      .filter((name) => BACKUP_FILE.test(name))
      .map(async (name) => {
        const info = await stat(path.join(folder, name)).catch(() => null);
        const automatic = name.startsWith("auto-");
        const at = info?.mtime.toISOString() ?? "";
        return info?.isFile() ? [{ name, automatic, bytes: info.size, at }] : [];
      }),
  );
  return files.flat().sort((a, b) => b.at.localeCompare(a.at));
}

/** Removes the oldest automatic backups (by the time in their name) beyond `keep`; files an
 * operator made stay. */
export async function pruneBackups(dataDir: string, keep: number): Promise<void> {
  const automatic = (await keptBackups(dataDir))
    .filter((b) => b.automatic)
    .sort((a, b) => b.name.localeCompare(a.name));
  for (const old of automatic.slice(keep))
    await rm(path.join(backupsDir(dataDir), old.name), { force: true });
}

/** A backup event in the change log: the automatic one (no user) or a download. */
export async function auditBackup(
  { db }: AppDatabase,
  userId: string | null,
  action: "backup.automatic" | "backup.failed" | "backup.download",
  details: Record<string, unknown>,
): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      id: randomUUID(),
      created_at: nowIso(),
      user_id: userId,
      action,
      target_type: "backup",
      target_id: null,
      details: JSON.stringify(details),
    })
    .execute();
}

export interface BackupStatus {
  /** The last automatic attempt: written (with its size) or failed (with why). */
  last: { at: string; ok: true; bytes: number } | { at: string; ok: false; reason: string } | null;
  /** The last automatic backup that was written, when the last attempt failed. */
  lastOk: string | null;
  lastDownload: { at: string; by: string } | null;
}

/** What the change log says of the automatic backups and of the last download. */
export async function backupStatus({ db }: AppDatabase): Promise<BackupStatus> {
  // One query per action, each the newest entry of the (action, created_at) index.
  const latest = (action: string) =>
    db
      .selectFrom("audit_log as a")
      .leftJoin("user as u", "u.id", "a.user_id")
      .select(["a.created_at", "a.action", "a.details", "u.name", "u.email"])
      .where("a.action", "=", action)
      .orderBy("a.created_at", "desc")
      .limit(1)
      .executeTakeFirst();
  const [written, failed, download] = await Promise.all([
    latest("backup.automatic"),
    latest("backup.failed"),
    latest("backup.download"),
  ]);
  const attempt = failed && (!written || failed.created_at > written.created_at) ? failed : written;
  const details = (row: { details: string | null }) =>
    JSON.parse(row.details ?? "{}") as { bytes?: number; reason?: string };
  return {
    last: !attempt
      ? null
      : attempt.action === "backup.automatic"
        ? { at: attempt.created_at, ok: true, bytes: Number(details(attempt).bytes ?? 0) }
        : { at: attempt.created_at, ok: false, reason: details(attempt).reason ?? "FAILED" },
    lastOk: written?.created_at ?? null,
    lastDownload: download
      ? { at: download.created_at, by: download.name || download.email?.split("@")[0] || "" }
      : null,
  };
}
