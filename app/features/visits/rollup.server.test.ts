import { afterEach, describe, expect, it } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { INBOX_TABLES } from "~/features/leads/index.server";
import { runDailyRetention } from "~/features/privacy/retention.server";
import { visitReport } from "./report.server";
import { rollUpVisits } from "./rollup.server";
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
  describe("page views past 90 days", () => {
    it("become each day's totals, and the report reads the same before and after", async () => {
      database = await open();
      const log = new VisitLog(database, { flushMs: 0 });
      for (const on of [day(-100), day(-95), day(-10)])
        for (const [who, source, campaign] of [
          ["a", "facebook", "flyer"],
          ["a", "facebook", null],
          ["b", "google", null],
          ["a", null, null],
          ["b", null, null],
        ] as const)
          log.record(view(on, who, source, campaign));
      await log.stop();
      const year = { from: day(-365), to: day(1) };
      const old = { from: day(-120), to: day(-90) };
      const before = [
        await visitReport(database, year, INBOX_TABLES),
        await visitReport(database, old, INBOX_TABLES),
      ];
      expect(before[1]).toMatchObject({ pageViews: 10, visits: 6, visitors: 4 });

      // The daily retention pass does it.
      expect(await runDailyRetention(database, NOW)).toBeDefined();
      const rows = await database.db.selectFrom("visits").select("day").distinct().execute();
      expect(rows.map((r) => r.day)).toEqual([day(-10)]);
      const totals = await database.db
        .selectFrom("visit_days")
        .select((eb) => eb.fn.sum<number>("views").as("views"))
        .where("dimension", "=", "all")
        .executeTakeFirstOrThrow();
      expect(Number(totals.views)).toBe(10);
      expect([
        await visitReport(database, year, INBOX_TABLES),
        await visitReport(database, old, INBOX_TABLES),
      ]).toEqual(before);
      // A second pass finds nothing left to roll up.
      expect(await rollUpVisits(database, NOW)).toBe(0);
    });
  });
});
