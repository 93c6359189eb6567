// Backups, restore and moving from SQLite to PostgreSQL.
// Server-only entry: what loaders, actions and server code use.
export { runStateCommand } from "./commands.server";
export { prepareDatabase } from "./prepare.server";
export { BACKUP_DAY_COUNTER, startBackupJob } from "./backup-job.server";
export {
  auditBackup,
  backupFailure,
  backupFileName,
  backupStatus,
  backupsDir,
  keptBackups,
  writeSiteBackup,
} from "./site-backup.server";
