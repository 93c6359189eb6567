import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { migrateToLatest, openDatabase, type AppDatabase } from "~/db/db.server";
import { createTestSchema } from "../../../tests/helpers/pg-schema";
import { verifyBackupFile } from "./backup-file.server";
import { BACKUP_DAY_COUNTER, runDailyBackup, type BackupJobOptions } from "./backup-job.server";
import { backupFailure, backupStatus, backupsDir } from "./site-backup.server";

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** A site on a file or a schema: the backup reads it on a connection of its own. */
async function site(kind: "sqlite" | "postgres"): Promise<BackupJobOptions> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "backup-job-"));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const connection = { file: path.join(dataDir, "site.db") } as BackupJobOptions["connection"];
  if (kind === "postgres") {
    const schema = await createTestSchema();
    cleanups.push(() => schema.drop());
    connection.databaseUrl = schema.url;
  }
  const database: AppDatabase = openDatabase(connection);
  cleanups.push(() => database.close());
  await migrateToLatest(database);
  return { database, connection, dataDir, hour: 3 };
}

const files = (dataDir: string) => readdirSync(backupsDir(dataDir)).sort();
const at = (iso: string) => new Date(iso);

// A PostgreSQL test creates and migrates its own schema: as in tests/helpers/databases.ts, a
// second or two alone, several times that while browser tests load the machine.
for (const kind of ["sqlite", "postgres"] as const)
  describe.skipIf(kind === "postgres" && !process.env.TEST_DATABASE_URL)(
    `on ${kind}`,
    { timeout: kind === "postgres" ? 30_000 : undefined },
    () => {
      it("writes the day's backup once, from the set hour, and says so in the change log", async () => {
        const options = await site(kind);
        await options.database.db
          .insertInto("counters")
          .values({ name: "visible-in-backup", value: 42 })
          .execute();
        expect(await runDailyBackup(options, at("2031-03-10T02:59:00Z"))).toBeUndefined();
        // Two processes look at the same moment: one writes.
        const answers = await Promise.all([
          runDailyBackup(options, at("2031-03-10T03:00:00Z")),
          runDailyBackup(options, at("2031-03-10T03:00:00Z")),
        ]);
        expect(answers.sort()).toEqual(["written", undefined]);
        expect(await runDailyBackup(options, at("2031-03-10T23:00:00Z"))).toBeUndefined();
        const [name] = files(options.dataDir);
        expect(name).toBe("auto-site-2031-03-10T03-00-00Z.jsonl.gz");
        const { header, rows } = await verifyBackupFile(
          path.join(backupsDir(options.dataDir), name!),
        );
        expect(header.source).toBe(kind);
        expect(rows).toBeGreaterThan(1);
        const status = await backupStatus(options.database);
        expect(status.last).toMatchObject({ ok: true });
        expect(status.last!.ok && status.last!.bytes).toBeGreaterThan(0);
      });

      it("on failure gives the day back, tells why, and succeeds at the next look", async () => {
        const options = await site(kind);
        // A file where the backups folder should be: nothing can be written.
        writeFileSync(backupsDir(options.dataDir), "not a folder");
        expect(await runDailyBackup(options, at("2031-03-10T04:00:00Z"))).toBe("failed");
        const failed = await backupStatus(options.database);
        expect(failed.last).toMatchObject({ ok: false, reason: "FAILED" });
        expect(failed.lastOk).toBeNull();
        rmSync(backupsDir(options.dataDir));
        expect(await runDailyBackup(options, at("2031-03-10T05:00:00Z"))).toBe("written");
        expect((await backupStatus(options.database)).last).toMatchObject({ ok: true });
        const day = await options.database.db
          .selectFrom("counters")
          .select("value")
          .where("name", "=", BACKUP_DAY_COUNTER)
          .executeTakeFirstOrThrow();
        expect(Number(day.value)).toBe(20310310);
      });

      it("keeps the last seven automatic backups and every file made by hand", async () => {
        const options = await site(kind);
        mkdirSync(backupsDir(options.dataDir));
        writeFileSync(
          path.join(backupsDir(options.dataDir), "site-2031-01-01T00-00-00Z.jsonl.gz"),
          "",
        );
        for (let day = 1; day <= 9; day++)
          expect(
            await runDailyBackup(options, at(`2031-03-${String(day).padStart(2, "0")}T03:00:00Z`)),
          ).toBe("written");
        expect(files(options.dataDir)).toEqual([
          ...[3, 4, 5, 6, 7, 8, 9].map((d) => `auto-site-2031-03-0${d}T03-00-00Z.jsonl.gz`),
          "site-2031-01-01T00-00-00Z.jsonl.gz",
        ]);
      });
    },
  );

describe("why a backup failed", () => {
  it("names a full disk and a refused folder", () => {
    expect(backupFailure(Object.assign(new Error("x"), { code: "ENOSPC" }))).toBe("DISK_FULL");
    expect(backupFailure(Object.assign(new Error("x"), { code: "EACCES" }))).toBe("NO_ACCESS");
    expect(backupFailure(new Error("x"))).toBe("FAILED");
  });
});
