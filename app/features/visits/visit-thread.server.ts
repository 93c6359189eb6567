// The visits' own thread (visit-counter.server.ts), built by vite.workers.config.ts into
// build/server/visit-thread.js: it classifies the pages the server answered, hashes their
// visitors and writes the page views in batches, on a database connection of its own.
import { readdirSync, readFileSync } from "node:fs";
import { setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import { openDatabase } from "~/db/db.server";
import { log } from "~/lib/logger.server";
import { recordPage, type VisitThreadData } from "./visit-counter.server";
import type { PageRequest } from "./page-view.server";
import { VisitLog } from "./visit-log.server";

const { connection, ownHost } = workerData as VisitThreadData;
// Two connections at most on PostgreSQL: one write at a time, and the day's salt beside it.
const database = openDatabase({ ...connection, maxConnections: 2 });
const visits = new VisitLog(database);
const lowered = lowerThisThread();
log.info("page views counted on their own thread", { lowered });

/**
 * Gives this thread the lowest priority the system has (Linux keeps one per thread), so that on
 * a busy machine the pages come first and the counting catches up when they leave time.
 */
function lowerThisThread(): boolean {
  try {
    // Node names its worker threads "WorkerThread"; the server starts this one only.
    const tasks = readdirSync("/proc/self/task");
    const mine = tasks.filter(
      (id) => readFileSync(`/proc/self/task/${id}/comm`, "utf8").trim() === "WorkerThread",
    );
    if (mine.length !== 1) return false;
    setPriority(Number(mine[0]), 19);
    return true;
  } catch {
    return false;
  }
}

parentPort!.on("message", (message: { pages?: PageRequest[]; stop?: boolean }) => {
  for (const page of message.pages ?? []) recordPage(visits, page, ownHost);
  if (message.stop)
    void visits
      .stop()
      .then(() => database.close())
      .finally(() => parentPort!.postMessage({ stopped: true }));
});
