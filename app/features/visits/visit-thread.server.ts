// The visits' own threads (visit-counter.server.ts), built by vite.workers.config.ts into
// build/server/visit-thread.js, which runs as two threads. The first, at the system's lowest
// priority, reads the pages the server answered as page views (robots, sources, devices, the
// visitor's hash). The second, at normal priority since it holds SQLite's write lock while it
// writes, adds each view's salted hash and writes them in batches on a connection of its own.
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { parentPort, Worker, workerData } from "node:worker_threads";
import { openDatabase } from "~/db/db.server";
import { log } from "~/lib/logger.server";
import { viewOf, type VisitThreadData } from "./visit-counter.server";
import type { PageRequest } from "./page-view.server";
import { VisitLog, type PageView } from "./visit-log.server";

type Message = { pages?: PageRequest[]; views?: PageView[]; stop?: boolean };
const data = workerData as VisitThreadData & { writes?: boolean };

if (data.writes) {
  // Two connections at most on PostgreSQL: one write at a time, and the day's salt beside it.
  const database = openDatabase({ ...data.connection, maxConnections: 2 });
  const visits = new VisitLog(database);
  parentPort!.on("message", (message: Message) => {
    for (const view of message.views ?? []) visits.record(view);
    if (message.stop)
      void visits
        .stop()
        .then(() => database.close())
        .finally(() => parentPort!.postMessage({ stopped: true }));
  });
} else {
  // Started before this thread lowers itself, so that it keeps the normal priority.
  const writer = new Worker(new URL(import.meta.url), { workerData: { ...data, writes: true } });
  let stopping = false;
  writer.on("error", (error) => log.error("the visits' writing thread failed", { error }));
  // Without its writer this thread stops too, and the server starts both again.
  writer.on("exit", () => stopping || process.exit(1));
  const lowered = lowerThisThread();
  log.info("page views counted on their own thread", { lowered });

  parentPort!.on("message", (message: Message) => {
    const views: PageView[] = [];
    for (const page of message.pages ?? []) {
      const view = viewOf(page, data.ownHost);
      if (view) views.push(view);
    }
    if (views.length) writer.postMessage({ views });
    // Tells the server how many it has read, so that a thread left behind is not sent more.
    if (message.pages) parentPort!.postMessage({ read: message.pages.length });
    if (message.stop) {
      stopping = true;
      writer.once("message", () => parentPort!.postMessage({ stopped: true }));
      writer.postMessage({ stop: true });
    }
  });
}

/**
 * Gives this thread the lowest priority (Linux keeps one per thread), so that on a busy machine
 * the pages come first and the counting catches up when they leave time. It holds no lock.
 */
function lowerThisThread(): boolean {
  try {
    // "/proc/thread-self" names the thread that reads it: "<process>/task/<thread>".
    const thread = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (!Number.isInteger(thread) || thread <= 0) return false;
    setPriority(thread, 19);
    return true;
  } catch {
    return false;
  }
}
