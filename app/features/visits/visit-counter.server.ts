import { existsSync } from "node:fs";
import { Worker } from "node:worker_threads";
import type { AppDatabase, DatabaseOptions } from "~/db/db.server";
import { log } from "~/lib/logger.server";
import { pageViewOf, type PageRequest } from "./page-view.server";
import { VisitLog, type PageView } from "./visit-log.server";

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
/** A thread that dies is replaced after a wait that doubles while each one dies young. */
const RESTART_MS = 1_000;
const RESTART_MAX_MS = 60_000;
const YOUNG_MS = 10_000;
/**
 * Pages kept while no thread runs, or sent and not yet read by a thread left behind on a
 * saturated machine; past this the oldest waiting are dropped and the drop is logged.
 */
const WAITING_MAX = 100_000;

/**
 * Classifying a page view, hashing its visitor and writing it cost a cached page about a fifth of
 * its throughput on the thread that answers it. With the built thread file (`threadFile`, from the
 * server bundle) that work runs on threads of their own (visit-thread.server.ts) with their own
 * database connection; without it (the dev server, unit tests) it runs here, the same way.
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
  const view = viewOf(page, ownHost);
  if (view) visits.record(view);
}

/** The page view a page answered counts as, or null; a page it cannot read is logged. */
export function viewOf(page: PageRequest, ownHost: string): PageView | null {
  try {
    return pageViewOf(page, ownHost);
  } catch (error) {
    // A page whose address cannot be read is not counted; the others go on.
    log.warn("a page view could not be read", { error });
    return null;
  }
}

class VisitThread implements VisitCounter {
  readonly #file: string;
  readonly #data: VisitThreadData;
  #worker: Worker | undefined;
  #startedAt = 0;
  #youngDeaths = 0;
  #restartTimer: NodeJS.Timeout | undefined;
  #pending: PageRequest[] = [];
  /** Sent to the thread and not yet read by it */
  #unread = 0;
  #dropped = 0;
  #timer: NodeJS.Timeout | undefined;
  #stopping = false;

  constructor(file: string, data: VisitThreadData) {
    this.#file = file;
    this.#data = data;
    this.#start();
  }

  #start(): void {
    this.#restartTimer = undefined;
    this.#startedAt = Date.now();
    const worker = new Worker(this.#file, { workerData: this.#data });
    this.#worker = worker;
    this.#unread = 0;
    worker.on("message", (message: { read?: number }) => {
      this.#unread -= message.read ?? 0;
    });
    // The server stops on its signals, not because this thread still runs.
    worker.unref();
    worker.on("error", (error) => log.error("the visits' thread failed", { error }));
    worker.on("exit", (code) => {
      this.#worker = undefined;
      if (this.#stopping) return;
      // Views it held and had not written are lost; the next ones wait for a new thread. One
      // that cannot start (a broken build, no database) is retried ever more slowly.
      const young = Date.now() - this.#startedAt < YOUNG_MS;
      this.#youngDeaths = young ? this.#youngDeaths + 1 : 0;
      const wait = Math.min(RESTART_MS * 2 ** Math.max(0, this.#youngDeaths - 1), RESTART_MAX_MS);
      log.error("the visits' thread stopped; starting another", { code, waitMs: wait });
      this.#restartTimer = setTimeout(() => {
        this.#start();
        this.#send();
      }, wait).unref();
    });
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
    if (!this.#worker || this.#unread + this.#pending.length > WAITING_MAX) {
      const over = this.#unread + this.#pending.length - WAITING_MAX;
      if (over > 0) this.#dropped += this.#pending.splice(0, over).length;
      return;
    }
    this.#reportDropped();
    this.#worker.postMessage({ pages: this.#pending });
    this.#unread += this.#pending.length;
    this.#pending = [];
  }

  #reportDropped(): void {
    if (!this.#dropped) return;
    log.warn("page views not counted: the visits' thread was behind or restarting", {
      dropped: this.#dropped,
    });
    this.#dropped = 0;
  }

  async stop(): Promise<void> {
    clearTimeout(this.#restartTimer);
    if (!this.#worker && this.#pending.length) this.#start();
    this.#send();
    this.#reportDropped();
    this.#stopping = true;
    const worker = this.#worker;
    if (!worker) return;
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
