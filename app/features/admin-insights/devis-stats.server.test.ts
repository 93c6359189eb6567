import { afterEach, expect, it } from "vitest";
import { DEFAULT_COMPANY } from "~/content/company";
import type { AppDatabase } from "~/db/db.server";
import { answerDevis } from "~/features/devis/answer.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { seedBacklog } from "../../../tests/helpers/backlog";
import { insertQuoteRequest, sentDevisFor } from "../../../tests/helpers/devis";
import { devisFigures, lastMonths, median } from "./devis-stats.server";

let database: AppDatabase | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

const HOUR = 3_600_000;
const answering = {
  address: "203.0.113.7",
  company: DEFAULT_COMPANY,
  notifyTo: "team@africaclean.tg",
  adminUrl: "https://africaclean.tg/admin/devis/x",
};

it("names the six months ending with this one, and takes medians", () => {
  expect(lastMonths(new Date("2026-02-10T00:00:00Z"))).toEqual([
    "2025-09",
    "2025-10",
    "2025-11",
    "2025-12",
    "2026-01",
    "2026-02",
  ]);
  expect(median([])).toBeNull();
  expect(median([30, 2, 10])).toBe(10);
  expect(median([2, 10, 30, 40])).toBe(20);
});

forEachDatabase((open) => {
  it("counts this month's devis, the FCFA accepted, the wait and the requests still waiting", async () => {
    database = await open();
    const won = await sentDevisFor(database, { reference: "DV-2026-0001", email: "a@example.tg" });
    const lost = await sentDevisFor(database, { reference: "DV-2026-0002", email: "b@example.tg" });
    await sentDevisFor(database, { reference: "DV-2026-0003", email: "c@example.tg" });
    await answerDevis(database, won.id, { kind: "accept", name: "A" }, answering);
    await answerDevis(database, lost.id, { kind: "decline", reason: "" }, answering);
    // The three requests came in 2, 6 and 30 hours before their devis went out.
    for (const [request, hours] of [
      [won.request, 2],
      [lost.request, 6],
      [
        await database.db
          .selectFrom("quote_requests")
          .selectAll()
          .where("reference", "=", "DV-2026-0003")
          .executeTakeFirstOrThrow(),
        30,
      ],
    ] as const)
      await database.db
        .updateTable("quote_requests")
        .set({ created_at: new Date(Date.now() - hours * HOUR).toISOString() })
        .where("id", "=", request.id)
        .execute();
    // Still waiting: one received 25 h ago; not one received an hour ago, nor spam.
    const late = await insertQuoteRequest(database, {
      reference: "DV-2026-0004",
      email: "d@example.tg",
    });
    const fresh = await insertQuoteRequest(database, {
      reference: "DV-2026-0005",
      email: "e@example.tg",
    });
    const spam = await insertQuoteRequest(database, {
      reference: "DV-2026-0006",
      email: "f@example.tg",
    });
    for (const [row, hours] of [
      [late, 25],
      [fresh, 1],
      [spam, 40],
    ] as const)
      await database.db
        .updateTable("quote_requests")
        .set({
          created_at: new Date(Date.now() - hours * HOUR).toISOString(),
          status: row === spam ? "spam" : "new",
        })
        .where("id", "=", row.id)
        .execute();

    const figures = await devisFigures(database);
    const total = (
      await database.db
        .selectFrom("devis")
        .select("total")
        .where("id", "=", won.id)
        .executeTakeFirstOrThrow()
    ).total;
    expect(figures).toMatchObject({ sent: 3, accepted: 1, declined: 1, rate: 0.5 });
    expect(figures.perMonth).toHaveLength(6);
    expect(figures.perMonth.at(-1)).toEqual({
      month: new Date().toISOString().slice(0, 7),
      fcfa: total,
    });
    expect(Number.isInteger(figures.perMonth.at(-1)!.fcfa)).toBe(true);
    expect(Math.round(figures.medianHours!)).toBe(6);
    expect(figures.waiting.map((w) => w.reference)).toEqual(["DV-2026-0004"]);
    expect(figures.waitingTotal).toBe(1);
  });

  it("names the 20 oldest requests waiting for a devis and counts them all", async () => {
    database = await open();
    // 30 requests, two days old and older, none with a devis.
    await seedBacklog(
      database,
      { quotes: 30, contacts: 0, devis: 0, quoteNotes: 0, contactNotes: 0, emails: 0 },
      new Date(Date.now() - 48 * HOUR).toISOString(),
      "wait",
    );
    const figures = await devisFigures(database);
    expect([figures.waitingTotal, figures.waiting.length]).toEqual([30, 20]);
    expect(figures.waiting[0]!.name).toBe("Kofi Agbo 29");
  });
});
