import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe } from "vitest";
import { bootRuntime } from "~/boot.server";
import { getRuntime, stopRuntime, type AppRuntime } from "~/runtime/runtime.server";
import { createTestSchema } from "./pg-schema";

/**
 * Runs a suite against the process runtime (config, database, outbox) on a fresh SQLite
 * database, and again on a fresh PostgreSQL schema when TEST_DATABASE_URL is set — for code
 * that reaches the database through getRuntime(), such as submitLead.
 */
export function forEachRuntime(suite: (runtime: () => AppRuntime) => void): void {
  bootRuntime();
  const variants: Array<[string, () => Promise<{ url: string; cleanup: () => Promise<void> }>]> = [
    ["on SQLite", async () => ({ url: "", cleanup: async () => {} })],
  ];
  const base = process.env.TEST_DATABASE_URL;
  if (base)
    variants.push([
      "on PostgreSQL",
      async () => {
        const schema = await createTestSchema(base);
        return { url: schema.url, cleanup: schema.drop };
      },
    ]);
  for (const [name, prepare] of variants) {
    describe(name, () => {
      let current: AppRuntime | undefined;
      let dataDir = "";
      let cleanup = async () => {};
      beforeAll(async () => {
        const db = await prepare();
        cleanup = db.cleanup;
        dataDir = mkdtempSync(path.join(tmpdir(), "runtime-"));
        Object.assign(process.env, {
          DATA_DIR: dataDir,
          DATABASE_URL: db.url,
          NODE_ENV: "production",
          LOG_LEVEL: "error",
          // The worker is driven by the test (runOnce), not by its timer.
          OUTBOX_INTERVAL_MS: "3600000",
          BACKUP_HOUR: "off",
        });
        current = await getRuntime();
      });
      afterAll(async () => {
        await stopRuntime();
        await cleanup();
        rmSync(dataDir, { recursive: true, force: true });
      });
      suite(() => current!);
    });
  }
}
