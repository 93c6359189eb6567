import { afterEach, describe, expect, it } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { INBOX_TABLES } from "~/features/leads/index.server";
import { runDailyRetention } from "~/features/privacy/retention.server";
import { visitReport } from "./report.server";
import { rollUpVisits, totalVisitDays } from "./rollup.server";
import { VisitLog, whoOf, type PageView } from "./visit-log.server";

let database: AppDatabase | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

const NOW = new Date("2027-03-01T08:00:00Z");
const day = (offset: number) =>
  new Date(NOW.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
const view = (
  on: string,
  who: string,
  source: string | null,
  campaign: string | null = null,
): PageView => ({
  at: `${on}T10:00:00.000Z`,
  day: on,
  path: source ? "/" : "/services",
  locale: "fr",
  arrival: source ? 1 : 0,
  source,
  campaign,
  device: "phone",
  country: null,
  who: whoOf(who, "phone"),
});

forEachDatabase((open) => {
  describe("page views of closed days", () => {
    it("become each day's totals, and the report reads the same before and after", async () => {
      database = await open();
      const log = new VisitLog(database, { flushMs: 0 });
      for (const on of [day(-100), day(-95), day(-10)]) {
        for (const [who, source, campaign] of [
          ["a", "facebook", "flyer"],
          ["a", "facebook", null],
          ["b", "google", null],
          ["a", null, null],
          ["b", null, null],
        ] as const)
          log.record(view(on, who, source, campaign));
        // Each day the visitor from the flyer goes on to the quote form.
        log.record({ ...view(on, "a", null), path: "/quote" });
      }
      await log.stop();
      const year = { from: day(-365), to: day(1) };
      const old = { from: day(-120), to: day(-90) };
      const before = [
        await visitReport(database, year, INBOX_TABLES),
        await visitReport(database, old, INBOX_TABLES),
      ];
      expect(before[1]).toMatchObject({ pageViews: 12, visits: 6, visitors: 4 });
      expect(before[0]!.campaigns).toEqual([
        expect.objectContaining({ source: "flyer", opens: 3 }),
      ]);

      // The daily retention pass does it.
      expect(await runDailyRetention(database, NOW)).toBeDefined();
      const rows = await database.db.selectFrom("visits").select("day").distinct().execute();
      expect(rows.map((r) => r.day)).toEqual([day(-10)]);
      const totals = await database.db
        .selectFrom("visit_days")
        .select((eb) => eb.fn.sum<number>("views").as("views"))
        .where("dimension", "=", "all")
        .executeTakeFirstOrThrow();
      // Every closed day has its totals; the rows of the last 90 days stay as well.
      expect(Number(totals.views)).toBe(18);
      expect([
        await visitReport(database, year, INBOX_TABLES),
        await visitReport(database, old, INBOX_TABLES),
      ]).toEqual(before);
      // A second pass finds nothing left to roll up.
      expect(await rollUpVisits(database, NOW)).toBe(0);
    });

    it("totals a day once, however many processes look at the same time", async () => {
      database = await open();
      const log = new VisitLog(database, { flushMs: 0 });
      for (const offset of [-3, -2, -1, 0])
        for (const who of ["a", "b", "c"]) log.record(view(day(offset), who, "google"));
      await log.stop();
      // Each call takes its own connection on PostgreSQL: the looks really overlap.
      const totalled = await Promise.all([1, 2, 3].map(() => totalVisitDays(database!, NOW)));
      // Today is not closed yet; the three days before are totalled once between the looks.
      expect(totalled.reduce((a, b) => a + b, 0)).toBe(3);
      const rows = await database.db
        .selectFrom("visit_days")
        .select(["day", "views"])
        .where("dimension", "=", "all")
        .orderBy("day")
        .execute();
      expect(rows.map((r) => [r.day, Number(r.views)])).toEqual([
        [day(-3), 3],
        [day(-2), 3],
        [day(-1), 3],
      ]);
      const week = await visitReport(database, { from: day(-6), to: day(1) }, INBOX_TABLES);
      expect(week).toMatchObject({ pageViews: 12, visits: 12, visitors: 12 });
    });
  });
});
