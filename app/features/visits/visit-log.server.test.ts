import { afterEach, describe, expect, it } from "vitest";
import { sql } from "kysely";
import type { AppDatabase } from "~/db/db.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { VisitLog, whoOf, type PageView } from "./visit-log.server";

let database: AppDatabase | undefined;
const logs: VisitLog[] = [];
afterEach(async () => {
  for (const log of logs.splice(0)) await log.stop();
  await database?.close();
  database = undefined;
});

const view = (
  n: number,
  day = "2026-11-28",
  who = whoOf(`10.0.${n % 250}.1`, "phone"),
): PageView => ({
  at: `${day}T09:00:00.000Z`,
  day,
  path: n % 2 ? "/devis" : "/",
  locale: "fr",
  arrival: n % 3 ? 0 : 1,
  source: n % 3 ? null : "facebook",
  campaign: null,
  device: "phone",
  country: null,
  who,
});
const newLog = (db: AppDatabase) => {
  const log = new VisitLog(db, { flushMs: 0 });
  logs.push(log);
  return log;
};
const counted = async ({ db }: AppDatabase, day = "2026-11-28") =>
  Number(
    (
      await db
        .selectFrom("visits")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("day", "=", day)
        .executeTakeFirstOrThrow()
    ).n,
  );

forEachDatabase((open) => {
  describe("page views", () => {
    it("counts every view two processes record at once, and one visitor once", async () => {
      database = await open();
      const [first, second] = [newLog(database), newLog(database)];
      // A thousand views a second, half on each process, written while more keep coming.
      const writes: Promise<void>[] = [];
      for (let n = 0; n < 1_000; n++) {
        (n % 2 ? first : second).record(view(n));
        if (n % 100 === 99) writes.push(first.flush(), second.flush());
      }
      await Promise.all([...writes, first.flush(), second.flush()]);
      expect(await counted(database)).toBe(1_000);
      // 250 addresses: the two processes salted them alike.
      const { n } = await database.db
        .selectFrom("visits")
        .select(sql<number>`count(distinct visitor)`.as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(n)).toBe(250);
    });

    it("cannot recognise a visitor another day, and forgets the salts of past days", async () => {
      database = await open();
      const log = newLog(database);
      const who = whoOf("10.0.0.9", "phone");
      for (const day of ["2026-11-25", "2026-11-27", "2026-11-28"]) log.record(view(1, day, who));
      await log.flush();
      const visitors = await database.db.selectFrom("visits").select("visitor").execute();
      expect(new Set(visitors.map((v) => v.visitor)).size).toBe(3);
      // Neither the address nor its plain hash is stored.
      expect(JSON.stringify(visitors)).not.toContain(who);
      const salts = await database.db
        .selectFrom("visit_salts")
        .select("day")
        .orderBy("day")
        .execute();
      expect(salts.map((s) => s.day)).toEqual(["2026-11-27", "2026-11-28"]);
    });

    it("keeps the views it could not write, and writes them on the next try", async () => {
      database = await open();
      const log = newLog(database);
      await sql`alter table visits rename to visits_away`.execute(database.db);
      for (let n = 0; n < 20; n++) log.record(view(n));
      await log.flush();
      await sql`alter table visits_away rename to visits`.execute(database.db);
      log.record(view(21));
      await log.flush();
      expect(await counted(database)).toBe(21);
    });

    it("writes a busy minute in short steps, letting other queries through between them", async () => {
      database = await open();
      const log = newLog(database);
      for (let n = 0; n < 2_000; n++) log.record(view(n));
      const state = { done: false };
      const writing = log.flush().then(() => (state.done = true));
      // Queries asked while it writes: on SQLite's one connection they are answered between two
      // steps, so some of them see part of the views in; one long write would show none or all.
      const seen = new Set<number>();
      while (!state.done) {
        seen.add(await counted(database));
        // As a server's next request would: after what is already waiting, not before it.
        await new Promise((resolve) => setImmediate(resolve));
      }
      await writing;
      expect([...seen].some((n) => n > 0 && n < 2_000)).toBe(true);
      expect(await counted(database)).toBe(2_000);
    });

    it("drops views past its limit rather than fill the memory", async () => {
      database = await open();
      const log = new VisitLog(database, { flushMs: 0, maxQueue: 10 });
      logs.push(log);
      for (let n = 0; n < 15; n++) log.record(view(n));
      await log.stop();
      expect(await counted(database)).toBe(10);
    });
  });
});
