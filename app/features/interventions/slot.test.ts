import { describe, expect, it } from "vitest";
import { checkSlot, type SlotForm } from "./slot";
import { fromLome, isoWeek, lomeClock, weekMonday } from "./times";

const now = new Date("2026-11-28T10:00:00Z");
const good: SlotForm = {
  day: "2026-12-01",
  time: "08:30",
  duration: "150",
  address: " Rue 12, Bè ",
  notes: "",
  members: ["a", "a", "b"],
};

describe("an intervention's slot as typed", () => {
  it("is stored in UTC from Lomé's wall clock", () => {
    const checked = checkSlot(good, now);
    expect(checked).toEqual({
      ok: true,
      slot: {
        startsAt: "2026-12-01T08:30:00.000Z",
        endsAt: "2026-12-01T11:00:00.000Z",
        address: "Rue 12, Bè",
        notes: "",
        members: ["a", "b"],
      },
    });
    expect(lomeClock(fromLome("2026-12-01", "23:45"))).toEqual({
      day: "2026-12-01",
      time: "23:45",
    });
  });

  it.each([
    [{ day: "1970-01-01" }, "day"],
    [{ day: "3000-01-01" }, "day"],
    [{ day: "2026-02-30" }, "day"],
    [{ day: "2026-11-27" }, "day"],
    [{ time: "25:00" }, "time"],
    [{ time: "8h" }, "time"],
    [{ duration: "0" }, "duration"],
    [{ duration: "600000" }, "duration"],
    [{ duration: "45.5" }, "duration"],
    [{ duration: "20" }, "duration"],
    [{ address: "  " }, "address"],
    [{ members: [] }, "members"],
  ] as const)("refuses %o", (change, field) => {
    const checked = checkSlot({ ...good, ...change } as SlotForm, now);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(Object.keys(checked.problems)).toEqual([field]);
  });

  it("says a text is too long", () => {
    const checked = checkSlot({ ...good, notes: "x".repeat(2001) }, now);
    expect(checked).toEqual({ ok: false, problems: { notes: "tooLong" } });
  });

  it("names ISO weeks and finds their Monday", () => {
    expect(isoWeek("2026-12-01")).toBe("2026-W49");
    expect(weekMonday("2026-W49")).toBe("2026-11-30");
    expect(isoWeek("2027-01-01")).toBe("2026-W53");
    expect(weekMonday("2026-W54")).toBeUndefined();
    expect(weekMonday("x")).toBeUndefined();
  });
});
