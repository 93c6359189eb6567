import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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

describe("the visits' thread", () => {
  // A stand-in for the built thread: it notes each start and the pages it receives in a file,
  // and dies at once while the file holds fewer starts than `dieStarts`. It never says it has
  // read a batch, as a thread left far behind on a saturated machine.
  const threadFile = (dir: string, dieStarts: number) => {
    const file = join(dir, "stand-in-thread");
    writeFileSync(
      file,
      `import { appendFileSync, readFileSync } from "node:fs";
      import { parentPort } from "node:worker_threads";
      const notes = ${JSON.stringify(join(dir, "notes.txt"))};
      appendFileSync(notes, "start\\n");
      if (readFileSync(notes, "utf8").split("start").length - 1 <= ${dieStarts}) process.exit(3);
      parentPort.on("message", (message) => {
        const pages = message.pages ?? [];
        if (pages.length > 10) appendFileSync(notes, "batch " + pages.length + "\\n");
        else for (const page of pages) appendFileSync(notes, page.url + "\\n");
        if (message.stop) parentPort.postMessage({ stopped: true });
      });`,
    );
    return file;
  };
  const counterWith = (dir: string, dieStarts: number) =>
    startVisitCounter({
      database: undefined as never,
      connection: {},
      ownHost: "africaclean.tg",
      threadFile: threadFile(dir, dieStarts),
    });
  const notes = (dir: string) => readFileSync(join(dir, "notes.txt"), "utf8").trim().split("\n");

  it("waits longer each time a thread dies at start, instead of restarting in a loop", async () => {
    const dir = mkdtempSync(join(tmpdir(), "visit-thread-"));
    const counter = counterWith(dir, Infinity);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    // Started at once, again after 1 s, and next after 2 s more: twice in 2.5 s.
    expect(notes(dir)).toEqual(["start", "start"]);
    await counter.stop();
    rmSync(dir, { recursive: true });
  });

  it("keeps the pages counted while its thread restarts, and hands them to the next", async () => {
    const dir = mkdtempSync(join(tmpdir(), "visit-thread-"));
    const counter = counterWith(dir, 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    counter.count(page("https://africaclean.tg/services"));
    counter.count(page("https://africaclean.tg/contact"));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await counter.stop();
    expect(notes(dir)).toEqual([
      "start",
      "start",
      "https://africaclean.tg/services",
      "https://africaclean.tg/contact",
    ]);
    rmSync(dir, { recursive: true });
  });

  it("sends no more than 100,000 pages to a thread that has not read them", async () => {
    const dir = mkdtempSync(join(tmpdir(), "visit-thread-"));
    const counter = counterWith(dir, 0);
    const one = page("https://africaclean.tg/services");
    for (let i = 0; i < 100_300; i++) counter.count(one);
    await counter.stop();
    const sent = notes(dir)
      .filter((line) => line.startsWith("batch "))
      .reduce((sum, line) => sum + Number(line.slice(6)), 0);
    // Batches of 256 until the next would pass 100,000; the rest waits and is dropped.
    expect(sent).toBe(99_840);
    rmSync(dir, { recursive: true });
  });
});
