import { existsSync } from "node:fs";
import { Worker } from "node:worker_threads";
import type { AppDatabase, DatabaseOptions } from "~/db/db.server";
import { log } from "~/lib/logger.server";
import { pageViewOf, type PageRequest } from "./page-view.server";
import { VisitLog } from "./visit-log.server";

/** Counts the pages answered: `count` is all the thread that answers pages does for a visit. */
export interface VisitCounter {
  count(page: PageRequest): void;
  /** Writes what is counted, then lets go of the database. */
  stop(): Promise<void>;
}

/** What the visits' thread is given to start (visit-thread.server.ts). */
export interface VisitThreadData {
  connection: DatabaseOptions;
  ownHost: string;
}

/** Pages handed to the visits' thread at once, or after this long, whichever comes first. */
const BATCH = 256;
const BATCH_MS = 200;
const STOP_WAIT_MS = 10_000;

/**
 * Classifying a page view, hashing its visitor and writing it cost a cached page about a fifth of
 * its throughput on the thread that answers it. With the built thread file (`threadFile`, from the
 * server bundle) that work runs on a thread of its own with its own database connection; without
 * it (the dev server, unit tests) it runs here, the same way.
 */
export function startVisitCounter({
  database,
  connection,
  ownHost,
  threadFile,
}: VisitThreadData & { database: AppDatabase; threadFile?: string }): VisitCounter {
  if (!threadFile || !existsSync(threadFile)) {
    log.info("page views counted on the thread that answers pages");
    const visits = new VisitLog(database);
    return {
      count: (page) => recordPage(visits, page, ownHost),
      stop: () => visits.stop(),
    };
  }
  return new VisitThread(threadFile, { connection, ownHost });
}

/** Records the page view a page answered counts as, if any. */
export function recordPage(visits: VisitLog, page: PageRequest, ownHost: string): void {
  try {
    const view = pageViewOf(page, ownHost);
    if (view) visits.record(view);
  } catch (error) {
    // A page whose address cannot be read is not counted; the others go on.
    log.warn("a page view could not be read", { error });
  }
}

class VisitThread implements VisitCounter {
  readonly #file: string;
  readonly #data: VisitThreadData;
  #worker: Worker;
  #pending: PageRequest[] = [];
  #timer: NodeJS.Timeout | undefined;
  #stopping = false;

  constructor(file: string, data: VisitThreadData) {
    this.#file = file;
    this.#data = data;
    this.#worker = this.#start();
  }

  #start(): Worker {
    const worker = new Worker(this.#file, { workerData: this.#data });
    // The server stops on its signals, not because this thread still runs.
    worker.unref();
    worker.on("error", (error) => log.error("the visits' thread failed", { error }));
    worker.on("exit", (code) => {
      if (this.#stopping) return;
      // Views it held and had not written are lost; the next ones go to a new thread.
      log.error("the visits' thread stopped; starting another", { code });
      this.#worker = this.#start();
    });
    return worker;
  }

  count(page: PageRequest): void {
    if (this.#stopping) return;
    // Handed over in small batches soon after, so that nothing stays long on this thread.
    this.#pending.push(page);
    if (this.#pending.length >= BATCH) this.#send();
    else this.#timer ??= setTimeout(() => this.#send(), BATCH_MS).unref();
  }

  #send(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    if (!this.#pending.length) return;
    this.#worker.postMessage({ pages: this.#pending });
    this.#pending = [];
  }

  async stop(): Promise<void> {
    this.#send();
    this.#stopping = true;
    const worker = this.#worker;
    const stopped = new Promise<void>((resolve) => {
      worker.once("exit", () => resolve());
      worker.on("message", (message: { stopped?: boolean }) => {
        if (message.stopped) resolve();
      });
    });
    worker.postMessage({ stop: true });
    const late = setTimeout(() => {
      log.error("the visits' thread did not stop in time");
      void worker.terminate();
    }, STOP_WAIT_MS);
    await stopped;
    clearTimeout(late);
    await worker.terminate();
  }
}
