/** The SQLite driver's turn-taking on its one handle (sqlite-driver.server.ts). */

/** A first-come, first-served lock on the one database handle. */
export class HandleLock {
  #tail: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const acquired = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => released);
    return acquired;
  }
}

/**
 * Statements run synchronously on the event loop's thread, and the lock above hands the handle
 * on through promises, which never let the event loop turn. `take()` before each statement
 * lets it turn once `turnMs` of back-to-back work have passed, so a visitor's cached page waits
 * at most that and one statement behind a heavy screen or job.
 */
export class EventLoopTurns {
  /** When the work since the event loop last turned began; undefined once it has turned. */
  #since: number | undefined;

  constructor(readonly turnMs: number) {}

  async take(): Promise<void> {
    if (this.#since !== undefined && performance.now() - this.#since >= this.turnMs)
      await new Promise((resolve) => setImmediate(resolve));
    if (this.#since === undefined) {
      this.#since = performance.now();
      // Queued ahead of any later wait's own setImmediate: it has run when that wait ends.
      setImmediate(() => (this.#since = undefined));
    }
  }
}
