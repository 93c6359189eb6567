// The visits' own thread (visit-counter.server.ts), built by vite.workers.config.ts into
// build/server/visit-thread.js: it classifies the pages the server answered, hashes their
// visitors and writes the page views in batches, on a database connection of its own.
import { parentPort, workerData } from "node:worker_threads";
import { openDatabase } from "~/db/db.server";
import { log } from "~/lib/logger.server";
import type { VisitThreadData } from "./visit-counter.server";
import { pageViewOf, type PageRequest } from "./page-view.server";
import { VisitLog } from "./visit-log.server";

const { connection, ownHost } = workerData as VisitThreadData;
// Two connections at most on PostgreSQL: one write at a time, and the day's salt beside it.
const database = openDatabase({ ...connection, maxConnections: 2 });
const visits = new VisitLog(database);
log.info("page views counted on their own thread");

parentPort!.on("message", (message: { pages?: PageRequest[]; stop?: boolean }) => {
  for (const page of message.pages ?? []) {
    try {
      const view = pageViewOf(page, ownHost);
      if (view) visits.record(view);
    } catch (error) {
      // One malformed address must not lose the others of its batch.
      log.warn("a page view could not be read", { error });
    }
  }
  if (message.stop)
    void visits
      .stop()
      .then(() => database.close())
      .finally(() => parentPort!.postMessage({ stopped: true }));
});
