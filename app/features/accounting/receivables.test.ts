import { describe, expect, it } from "vitest";
import { receivables, type OwedInvoice } from "./receivables";

const invoice = (
  number: string,
  issuedOn: string,
  due: number,
  payments: OwedInvoice["payments"] = [],
): OwedInvoice => ({ number, issuedOn, due, payments });

describe("the money on the dashboard", () => {
  it("adds up each month's invoices, payments and what was still owed at its end", () => {
    const result = receivables(
      [
        invoice("FA-2026-0001", "2026-09-10", 118_000, [
          { day: "2026-09-12", amount: 59_000 },
          { day: "2026-10-02", amount: 59_000 },
        ]),
        invoice("FA-2026-0002", "2026-10-20", 200_000, [{ day: "2026-11-05", amount: 50_000 }]),
        invoice("FA-2026-0003", "2026-11-25", 30_000),
      ],
      "2026-11-28",
      3,
    );
    expect(result.months).toEqual([
      { month: "2026-09", invoiced: 118_000, collected: 59_000, outstanding: 59_000 },
      { month: "2026-10", invoiced: 200_000, collected: 59_000, outstanding: 200_000 },
      { month: "2026-11", invoiced: 30_000, collected: 50_000, outstanding: 180_000 },
    ]);
    // Owed today by age: 150,000 from 39 days ago, 30,000 from 3 days ago.
    expect(result.byAge).toEqual({ upTo30: 30_000, upTo60: 150_000, over60: 0 });
    // The one settled invoice took 22 days.
    expect(result.averageDaysToPay).toBe(22);
  });

  it("says nothing of a delay before any invoice is settled, and ages old debts past 60 days", () => {
    const result = receivables(
      [
        invoice("FA-2026-0001", "2026-08-01", 100_000, [{ day: "2026-08-03", amount: 40_000 }]),
        invoice("FA-2026-0002", "2026-10-28", 10_000),
      ],
      "2026-11-28",
    );
    expect(result.averageDaysToPay).toBeNull();
    expect(result.byAge).toEqual({ upTo30: 0, upTo60: 10_000, over60: 60_000 });
    expect(result.months.map((m) => m.month)).toEqual([
      "2026-06",
      "2026-07",
      "2026-08",
      "2026-09",
      "2026-10",
      "2026-11",
    ]);
    // Months run across a new year.
    expect(receivables([], "2027-01-15", 3).months.map((m) => m.month)).toEqual([
      "2026-11",
      "2026-12",
      "2027-01",
    ]);
  });
});
