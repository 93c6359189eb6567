import { existsSync, statSync } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { sql } from "kysely";
import { ConfigError, loadConfig, redactUrl } from "~/config/config.server";
import { openDatabase, type AppDatabase } from "~/db/db.server";
import { mediaCacheDir } from "~/features/media/index.server";
import { readBackupFile, verifyBackupFile, writeBackupFile } from "./backup-file.server";
import { loadSnapshot } from "./load.server";
import { prepareDatabase } from "./prepare.server";
import { readSnapshot } from "./snapshot.server";
import { backupFileName as datedBackupName, backupsDir } from "./site-backup.server";
import { StateError } from "./state-error";
import { clearSite } from "./target.server";

const USAGE = {
  backup: "npm run backup [-- FILE_OR_FOLDER]",
  restore: "npm run restore -- FILE [--force]",
  "migrate-to-postgres": "npm run migrate-to-postgres -- postgres://user:pass@host/db [--force]",
};
type Command = keyof typeof USAGE;

/**
 * `npm run backup`, `npm run restore` and `npm run migrate-to-postgres`: the whole site (every
 * table, uploaded pictures and the signing secret included) into one file, back from it, or
 * from SQLite into PostgreSQL. They share one path: a snapshot read from a database or a file,
 * loaded into a database or written to a file. Returns the exit code.
 */
export async function runStateCommand(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  const force = args.includes("--force");
  // npm runs scripts from the project folder; a relative path means the operator's own folder.
  const [target, ...extra] = args.filter((a) => a !== "--force");
  const local = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  try {
    if (command === "backup" && !extra.length && !force)
      return await backup(target && local(target));
    if (command === "restore" && target && !extra.length)
      return await restore(local(target), force);
    if (command === "migrate-to-postgres" && target && !extra.length)
      return await migrateToPostgres(target, force);
    const usage = USAGE[command as Command];
    console.error(`Usage: ${usage ?? Object.values(USAGE).join("\n       ")}`);
    return 2;
  } catch (error) {
    if (error instanceof StateError) console.error(`${command}: ${error.message}`);
    else if (error instanceof ConfigError) console.error(error.message);
    else throw error;
    return 1;
  }
}

async function backup(target: string | undefined): Promise<number> {
  const env = loadConfig();
  if (!env.DATABASE_URL && !existsSync(env.DATABASE_FILE))
    throw new StateError(
      `no site to back up: ${env.DATABASE_FILE} does not exist (check DATA_DIR)`,
    );
  const file = await backupFileName(target, env.DATA_DIR);
  const database = await open(env.DATABASE_URL, env.DATABASE_FILE);
  try {
    await prepareDatabase(database, env);
    const started = performance.now();
    const rows = await writeBackupFile(file, readSnapshot(database));
    const { size } = await stat(file);
    console.log(
      `Backup written: ${file} (${rows} rows, ${megabytes(size)}, ${seconds(started)}). Keep it private and copy it off this machine.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

/** A named file (never overwritten), or a dated file in the given folder or DATA_DIR/backups. */
async function backupFileName(target: string | undefined, dataDir: string): Promise<string> {
  const folder =
    target === undefined
      ? backupsDir(dataDir)
      : existsSync(target) && statSync(target).isDirectory()
        ? target
        : undefined;
  const file = path.resolve(folder ? path.join(folder, datedBackupName()) : target!);
  if (existsSync(file)) throw new StateError(`${file} already exists: choose another name`);
  await mkdir(path.dirname(file), { recursive: true });
  return file;
}

async function restore(file: string, force: boolean): Promise<number> {
  const env = loadConfig();
  if (!existsSync(file)) throw new StateError(`no such file: ${file}`);
  const started = performance.now();
  // The whole file is checked before anything is touched: a damaged backup replaces nothing.
  const { header, rows } = await verifyBackupFile(file);
  const from = `${file} (taken ${header.createdAt} on ${header.source}, ${rows} rows)`;
  if (env.DATABASE_URL) {
    const database = await open(env.DATABASE_URL);
    try {
      await clearSite(database, force, `the database ${redactUrl(env.DATABASE_URL)}`);
      await loadSnapshot(database, readBackupFile(file));
    } finally {
      await database.close();
    }
  } else {
    await restoreSqlite(file, env.DATABASE_FILE, force);
  }
  // Cached pictures belong to the site that was there before; the restored ones come back on use.
  await rm(mediaCacheDir(env.DATA_DIR), { recursive: true, force: true });
  console.log(`Restored ${from} in ${seconds(started)}. Start the server.`);
  return 0;
}

/**
 * SQLite: the site is rebuilt in a file beside the database and renamed over it once complete,
 * so a failed restore leaves whatever was there untouched.
 */
async function restoreSqlite(file: string, databaseFile: string, force: boolean) {
  if (existsSync(databaseFile)) {
    const existing = await open(undefined, databaseFile);
    try {
      await clearSite(existing, force, `DATA_DIR (${databaseFile})`);
    } finally {
      await existing.close();
    }
  }
  const building = `${databaseFile}.restoring`;
  await removeSqliteFiles(building);
  const database = await open(undefined, building);
  try {
    await loadSnapshot(database, readBackupFile(file));
  } catch (error) {
    await database.close();
    await removeSqliteFiles(building);
    throw error;
  }
  await database.close(); // checkpoints the WAL into the file and removes it
  // An old write-ahead log must never be replayed onto the new file.
  await removeSqliteFiles(databaseFile);
  await rename(building, databaseFile);
}

async function removeSqliteFiles(file: string) {
  for (const suffix of ["", "-wal", "-shm"]) await rm(`${file}${suffix}`, { force: true });
}

async function migrateToPostgres(url: string, force: boolean): Promise<number> {
  if (!/^postgres(ql)?:\/\//.test(url))
    throw new StateError("expected a postgres:// or postgresql:// connection URL");
  // The source is the SQLite site in DATA_DIR, whatever DATABASE_URL says.
  const env = loadConfig({ ...process.env, DATABASE_URL: "" });
  if (!existsSync(env.DATABASE_FILE))
    throw new StateError(`no SQLite site to copy: ${env.DATABASE_FILE} does not exist`);
  const started = performance.now();
  const source = await open(undefined, env.DATABASE_FILE);
  try {
    // An older version's DATA_DIR/auth-secret and uploads go into SQLite first, then across.
    await prepareDatabase(source, env);
    const target = await open(url);
    try {
      await clearSite(target, force, `the database ${redactUrl(url)}`);
      const { tables, rows } = await loadSnapshot(target, readSnapshot(source));
      console.log(
        `Copied ${rows} rows in ${tables} tables from ${env.DATABASE_FILE} into ${redactUrl(url)} in ${seconds(started)}. Start the server with DATABASE_URL set to that database.`,
      );
    } finally {
      await target.close();
    }
  } finally {
    await source.close();
  }
  return 0;
}

/** Opens a database and proves it answers, so a wrong URL is one clear line. */
async function open(databaseUrl: string | undefined, file?: string): Promise<AppDatabase> {
  const database = openDatabase({ databaseUrl, file });
  try {
    await sql`select 1`.execute(database.db);
  } catch (error) {
    await database.close().catch(() => undefined);
    const where = databaseUrl ? redactUrl(databaseUrl) : file;
    throw new StateError(`cannot open the database ${where}: ${(error as Error).message}`);
  }
  return database;
}

function seconds(started: number) {
  return `${((performance.now() - started) / 1000).toFixed(1)} s`;
}

function megabytes(bytes: number) {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
