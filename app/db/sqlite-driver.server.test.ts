import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DatabaseBusyError, openDatabase, type AppDatabase } from "./db.server";
import { TURN_MS, WaitingSqliteDialect } from "./sqlite-driver.server";
import { until } from "../../tests/helpers/until";

/**
 * The SQLite driver against a second handle on the same file that holds the write lock, as
 * another process would (a second handle in this process behaves the same for SQLite's locks).
 */
let dir: string;
let database: AppDatabase;
let other: SQLite.Database;

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "site-sqlite-"));
  const file = path.join(dir, "site.db");
  database = openDatabase({ file, maxWaitMs: 1_000 });
  await sql`create table items (name text not null unique)`.execute(database.db);
  other = new SQLite(file);
  other.pragma("busy_timeout = 0");
});
afterEach(async () => {
  if (other.inTransaction) other.exec("rollback");
  other.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

const count = async () =>
  Number(
    (await sql<{ n: number }>`select count(*) as n from items`.execute(database.db)).rows[0]!.n,
  );
const insert = (name: string) =>
  sql`insert into items (name) values (${name})`.execute(database.db);

/** Settles to "pending" if `promise` has not settled by the time the event loop turns over. */
const state = (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      () => "done",
      () => "failed",
    ),
    new Promise((resolve) => setTimeout(() => resolve("pending"), 0)),
  ]);

describe("a write while another connection holds the write lock", () => {
  it("waits without blocking reads or timers, then is stored once when the lock goes", async () => {
    other.exec("begin immediate");
    const write = database.db.transaction().execute(async (trx) => {
      await sql`insert into items (name) values ('a')`.execute(trx);
    });
    // While it waits: reads answer and timers fire (the event loop is free).
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    expect(await count()).toBe(0);
    await until(() => ticks > 0);
    expect(await state(write)).toBe("pending");
    clearInterval(timer);
    other.exec("commit");
    await write;
    expect(await count()).toBe(1);
  });

  it("retries single statements too", async () => {
    other.exec("begin immediate");
    const write = insert("b");
    expect(await state(write)).toBe("pending");
    other.exec("rollback");
    await write;
    expect(await count()).toBe(1);
  });

  it("gives up with DatabaseBusyError when held too long, having stored nothing", async () => {
    other.exec("begin immediate");
    const write = database.db.transaction().execute(async (trx) => {
      await sql`insert into items (name) values ('c')`.execute(trx);
    });
    await expect(write).rejects.toBeInstanceOf(DatabaseBusyError);
    other.exec("rollback");
    expect(await count()).toBe(0);
    // The handle was given back: the next write goes through.
    await insert("d");
    expect(await count()).toBe(1);
  });
});

describe("transactions", () => {
  it("take the write lock at BEGIN (IMMEDIATE): a reader cannot turn writer half-way", async () => {
    let lockedOut: unknown;
    await database.db.transaction().execute(async (trx) => {
      await sql`select count(*) from items`.execute(trx);
      try {
        other.exec("begin immediate");
      } catch (error) {
        lockedOut = error;
      }
      await sql`insert into items (name) values ('e')`.execute(trx);
    });
    expect((lockedOut as { code?: string }).code).toBe("SQLITE_BUSY");
    expect(await count()).toBe(1);
  });

  it("run one at a time in the process, none lost, none failing with BUSY", async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        database.db.transaction().execute(async (trx) => {
          await sql`select count(*) from items`.execute(trx);
          await new Promise((resolve) => setTimeout(resolve, 1));
          await sql`insert into items (name) values (${`t${i}`})`.execute(trx);
        }),
      ),
    );
    expect(await count()).toBe(20);
  });

  it("roll back on error and hand the database back", async () => {
    await insert("f");
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sql`insert into items (name) values ('g')`.execute(trx);
        await sql`insert into items (name) values ('f')`.execute(trx); // unique violation
      }),
    ).rejects.toThrow(/UNIQUE/);
    expect(await count()).toBe(1);
    await insert("h");
    expect(await count()).toBe(2);
  });
});

/** A database whose `spin(ms)` holds the thread for `ms`, as a heavy screen's query does. */
function spinning() {
  const handle = new SQLite(":memory:");
  handle.function("spin", (ms) => {
    const end = performance.now() + Number(ms);
    while (performance.now() < end);
    return ms;
  });
  return new Kysely<unknown>({ dialect: new WaitingSqliteDialect(handle) });
}

/** How many of `done` had happened when a timer set now fired. */
const whenTimerFires = (done: unknown[]) =>
  new Promise<number>((resolve) => setTimeout(() => resolve(done.length), 0));

describe("statements queued by several callers", () => {
  it("let the event loop turn once they have had the thread for TURN_MS", async () => {
    const db = spinning();
    try {
      const done: number[] = [];
      const statements = Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          sql`select spin(${TURN_MS + 5})`.execute(db).then(() => done.push(i)),
        ),
      );
      // A visitor's request arriving meanwhile is answered between two of them, not after all.
      const doneWhenTimerFired = await whenTimerFires(done);
      await statements;
      expect(done).toHaveLength(8);
      expect(doneWhenTimerFired).toBeLessThan(4);
    } finally {
      await db.destroy();
    }
  });
});

describe("a read streamed in a transaction (a backup's tables)", () => {
  it("lets the event loop turn between its chunks", async () => {
    const db = spinning() as unknown as Kysely<{ t: { i: number } }>;
    try {
      await sql`create table t as with recursive n(i) as
        (select 1 union all select i + 1 from n where i < 24) select i from n`.execute(db);
      const rows: unknown[] = [];
      const read = db.transaction().execute(async (trx) => {
        const stream = trx
          .selectFrom("t")
          .select(sql<number>`spin(${TURN_MS / 2})`.as("s"))
          .stream(2);
        for await (const row of stream) rows.push(row);
      });
      const rowsWhenTimerFired = await whenTimerFires(rows);
      await read;
      expect(rows).toHaveLength(24);
      expect(rowsWhenTimerFired).toBeLessThan(8);
    } finally {
      await db.destroy();
    }
  });
});
