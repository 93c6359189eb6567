// The visits' own thread (visit-counter.server.ts), built by vite.workers.config.ts into
// build/server/visit-thread.js: it classifies the pages the server answered, hashes their
// visitors and writes the page views in batches, on a database connection of its own.
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
log.info("page views counted on their own thread");

parentPort!.on("message", (message: { pages?: PageRequest[]; stop?: boolean }) => {
  for (const page of message.pages ?? []) recordPage(visits, page, ownHost);
  if (message.stop)
    void visits
      .stop()
      .then(() => database.close())
      .finally(() => parentPort!.postMessage({ stopped: true }));
});
