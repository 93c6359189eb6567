import type { Widen } from "../../widen";
import type { backups as fr } from "../../fr/admin/backups";

/** Backups: the daily automatic one and the download of a full backup. */
export const backups: Widen<typeof fr> = {
  title: "Backups",
  intro:
    "A backup holds the whole site: requests, quotes, posts, pages, photos, accounts. It is the same file as the “npm run backup” command makes, and restores with “npm run restore”.",
  automatic: "Automatic backup",
  lastOk: "Last automatic backup: {date}, {size}.",
  lastFailed: "The last automatic backup failed on {date}: {reason}",
  lastOkBefore: "Last successful backup: {date}.",
  stale:
    "No automatic backup for more than a day and a half: check that the server is running and that its disk has room.",
  none: "No automatic backup has been made yet: the first comes within the hour after {hour}:00.",
  off: "Automatic backups are turned off on this server (the BACKUP_HOUR setting). Download a backup regularly, or ask your host how they back up the database.",
  schedule: "Every day from {hour}:00 (Lomé time); the last 7 are kept on the server.",
  reasons: {
    DISK_FULL: "the server's disk is full.",
    NO_ACCESS: "the server may not write into its backups folder.",
    FAILED: "an unexpected error (see the server's log).",
  },
  kept: "Backups kept on the server",
  keptNone: "No backup is kept on the server.",
  keptAutomatic: "automatic",
  keptManual: "made by hand",
  download: "Download a full backup",
  downloadHelp:
    "The file is made on the spot (a few seconds). It holds the hashed passwords and the clients' details: keep it somewhere safe, off the server.",
  lastDownload: "Last download: {date}, by {name}.",
  downloadFailed: "The backup could not be made: {reason}",
};
