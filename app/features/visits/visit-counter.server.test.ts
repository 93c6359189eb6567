import { afterEach, describe, expect, it } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import type { PageRequest } from "./page-view.server";
import { startVisitCounter } from "./visit-counter.server";

// The counter the dev server and unit tests run in-process; the server bundle's thread runs the
// same code (tests/e2e/visits.test.ts proves it counts there).
let database: AppDatabase | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

const page = (url: string, userAgent = "Mozilla/5.0 (Linux; Android 11) Mobile Safari/537.36") =>
  ({
    at: Date.parse("2026-11-28T10:00:00Z"),
    url,
    referer: "https://www.google.tg/",
    userAgent,
    purpose: " ",
    countries: { "cf-ipcountry": "tg" },
    address: "196.168.1.20",
  }) satisfies PageRequest;

forEachDatabase((open) => {
  describe("the visit counter", () => {
    it("writes what it counts when it stops, and skips what it cannot read", async () => {
      database = await open();
      const counter = startVisitCounter({ database, connection: {}, ownHost: "africaclean.tg" });
      counter.count(page("https://africaclean.tg/services"));
      counter.count(page("https://africaclean.tg/admin/leads"));
      counter.count(page("https://africaclean.tg/", "Googlebot/2.1"));
      // An address no URL parser reads: left out, without losing the pages around it.
      counter.count(page("not an address"));
      counter.count(page("https://africaclean.tg/contact?lng=en"));
      await counter.stop();
      const rows = await database.db
        .selectFrom("visits")
        .select(["path", "locale", "source", "country", "day"])
        .orderBy("path")
        .execute();
      expect(rows).toEqual([
        { path: "/contact", locale: "en", source: "google", country: "TG", day: "2026-11-28" },
        { path: "/services", locale: "fr", source: "google", country: "TG", day: "2026-11-28" },
      ]);
    });
  });
});
