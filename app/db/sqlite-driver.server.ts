import type SQLite from "better-sqlite3";
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from "kysely";
import { log } from "~/lib/logger.server";
import { EventLoopTurns, HandleLock } from "./handle-turns.server";

/**
 * SQLite for a web server whose database file another process may be writing (a second server,
 * `npm run admin`, a backup). better-sqlite3 is synchronous: with a long busy_timeout, a write
 * that meets another process's lock would sleep inside SQLite and freeze every request for
 * seconds. Here SQLite waits at most BUSY_TIMEOUT_MS per attempt; the rest of the waiting is
 * done with timers, so the event loop keeps serving pages (decision 009).
 *
 * - One database handle, shared by the process. A transaction has it to itself (statements from
 *   other requests would otherwise run inside it); single statements take turns between them.
 * - Transactions start with BEGIN IMMEDIATE: the write lock is taken first, so a transaction
 *   never turns from reader into writer half-way (the case SQLite can only answer with BUSY,
 *   even to a waiting caller) and nothing can fail for lack of the lock once it has begun.
 *   When the lock is taken, nothing has run yet: waiting and trying again is always safe.
 * - While waiting, the handle is released: other requests' reads go on meanwhile (WAL lets them
 *   read while another process writes).
 * - After `maxWaitMs` the caller gets a DatabaseBusyError, nothing having been written.
 * - Every statement runs on the event loop's thread. Handing the handle on is a promise, so
 *   statements queued by several requests would run back to back, a heavy screen's hundred
 *   milliseconds ahead of a visitor's cached page. Once TURN_MS of database work have run
 *   without a break, the next statement first lets the event loop turn (issue 41).
 */

/** Longest SQLite itself sleeps (blocking the event loop) before answering SQLITE_BUSY. */
export const BUSY_TIMEOUT_MS = 20;
/** How long a write waits for another process's lock before giving up. */
export const DEFAULT_MAX_WAIT_MS = 5_000;
/** Database work run back to back before the event loop gets a turn (plus one statement). */
export const TURN_MS = 10;

/** Another process held the database's write lock for longer than a request may wait. */
export class DatabaseBusyError extends Error {
  override name = "DatabaseBusyError";
  constructor(waitedMs: number, options?: ErrorOptions) {
    super(`database still locked by another process after ${waitedMs} ms`, options);
  }
}

export function isDatabaseBusy(error: unknown): error is DatabaseBusyError {
  return error instanceof DatabaseBusyError;
}

const isSqliteBusy = (error: unknown) =>
  String((error as { code?: unknown } | null)?.code ?? "").startsWith("SQLITE_BUSY");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class WaitingSqliteConnection implements DatabaseConnection {
  /** Set while this connection's transaction has the handle. */
  release: (() => void) | undefined;

  constructor(readonly driver: WaitingSqliteDriver) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.driver.execute<R>(this, query);
  }

  /** Row by row (a backup reading picture bytes never holds a whole table in memory). */
  async *streamQuery<R>(
    query: CompiledQuery,
    chunkSize = 100,
  ): AsyncIterableIterator<QueryResult<R>> {
    yield* this.driver.stream<R>(this, query, chunkSize);
  }
}

class WaitingSqliteDriver implements Driver {
  readonly #db: SQLite.Database;
  readonly #maxWaitMs: number;
  readonly #lock = new HandleLock();
  readonly #turns: EventLoopTurns;

  constructor(db: SQLite.Database, maxWaitMs: number, turnMs: number) {
    this.#db = db;
    this.#maxWaitMs = maxWaitMs;
    this.#turns = new EventLoopTurns(turnMs);
  }

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new WaitingSqliteConnection(this);
  }

  async beginTransaction(connection: DatabaseConnection, settings?: TransactionSettings) {
    const conn = connection as WaitingSqliteConnection;
    // A read-only transaction (a backup) takes no write lock: WAL gives it a consistent snapshot
    // while other processes keep writing.
    const begin = settings?.accessMode === "read only" ? "begin deferred" : "begin immediate";
    conn.release = await this.#withHandle(() => this.#db.exec(begin), true);
  }

  async commitTransaction(connection: DatabaseConnection) {
    const conn = connection as WaitingSqliteConnection;
    this.#db.exec("commit");
    // On failure Kysely rolls back, which gives the handle back.
    conn.release?.();
    conn.release = undefined;
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    const conn = connection as WaitingSqliteConnection;
    try {
      // SQLite has already rolled back by itself after some errors (disk full, I/O).
      if (this.#db.inTransaction) this.#db.exec("rollback");
    } finally {
      conn.release?.();
      conn.release = undefined;
    }
  }

  async savepoint(connection: DatabaseConnection, name: string) {
    await connection.executeQuery(CompiledQuery.raw(`savepoint "${name}"`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string) {
    await connection.executeQuery(CompiledQuery.raw(`rollback to "${name}"`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string) {
    await connection.executeQuery(CompiledQuery.raw(`release "${name}"`));
  }

  async releaseConnection(connection: DatabaseConnection) {
    // A transaction always ends in commit or rollback; this is only a safety net.
    const conn = connection as WaitingSqliteConnection;
    conn.release?.();
    conn.release = undefined;
  }

  async destroy() {
    this.#db.close();
  }

  async execute<R>(conn: WaitingSqliteConnection, query: CompiledQuery): Promise<QueryResult<R>> {
    // Inside a transaction: it has the handle and the write lock already.
    if (conn.release) {
      await this.#turns.take();
      return this.#run<R>(query);
    }
    // A single statement is atomic: waiting and running it again is safe.
    return this.#withHandle(() => this.#run<R>(query), false);
  }

  async *stream<R>(
    conn: WaitingSqliteConnection,
    { sql, parameters }: CompiledQuery,
    chunkSize: number,
  ): AsyncIterableIterator<QueryResult<R>> {
    // Only inside a transaction: it owns the handle for as long as the iteration lasts.
    if (!conn.release) throw new Error("SQLite streams only inside a transaction");
    let rows: R[] = [];
    for (const row of this.#db.prepare(sql).iterate(parameters) as Iterable<R>) {
      rows.push(row);
      if (rows.length >= chunkSize) {
        yield { rows };
        rows = [];
        await this.#turns.take();
      }
    }
    if (rows.length) yield { rows };
  }

  #run<R>({ sql, parameters }: CompiledQuery): QueryResult<R> {
    const statement = this.#db.prepare(sql);
    if (statement.reader) return { rows: statement.all(parameters) as R[] };
    const { changes, lastInsertRowid } = statement.run(parameters);
    return {
      insertId: lastInsertRowid != null ? BigInt(lastInsertRowid) : undefined,
      numAffectedRows: changes != null ? BigInt(changes) : undefined,
      rows: [],
    };
  }

  /**
   * Runs `work` with the handle; on SQLITE_BUSY gives the handle back, waits (a timer, growing
   * from 5 to 100 ms) and tries again until `maxWaitMs`. With `keep`, the handle stays taken
   * after success and its release function is returned (a transaction began).
   */
  async #withHandle<T>(work: () => T, keep: true): Promise<() => void>;
  async #withHandle<T>(work: () => T, keep: false): Promise<T>;
  async #withHandle<T>(work: () => T, keep: boolean): Promise<T | (() => void)> {
    const started = performance.now();
    for (let attempt = 0; ; attempt++) {
      const release = await this.#lock.acquire();
      try {
        await this.#turns.take();
        const result = work();
        if (keep) return release;
        release();
        return result;
      } catch (error) {
        release();
        if (!isSqliteBusy(error)) throw error;
        const waited = Math.round(performance.now() - started);
        if (waited >= this.#maxWaitMs) throw new DatabaseBusyError(waited, { cause: error });
        if (attempt === 0) log.warn("database locked by another process: waiting", {});
        await sleep(Math.min(100, 5 * 2 ** attempt));
      }
    }
  }
}

/** Kysely's SQLite dialect with the driver above. */
export class WaitingSqliteDialect implements Dialect {
  readonly #db: SQLite.Database;
  readonly #maxWaitMs: number;
  readonly #turnMs: number;

  constructor(db: SQLite.Database, { maxWaitMs = DEFAULT_MAX_WAIT_MS, turnMs = TURN_MS } = {}) {
    this.#db = db;
    this.#maxWaitMs = maxWaitMs;
    this.#turnMs = turnMs;
  }

  createDriver(): Driver {
    return new WaitingSqliteDriver(this.#db, this.#maxWaitMs, this.#turnMs);
  }

  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }

  createAdapter() {
    // The driver does its own turn-taking on the handle (see above), so Kysely must not hold
    // one connection-wide lock for the whole of a wait.
    return new (class extends SqliteAdapter {
      override get supportsMultipleConnections() {
        return true;
      }
    })();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
}
