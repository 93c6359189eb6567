import { describe, expect, it } from "vitest";
import { reminderDue } from "./reminders";

const unpaid = { dueOn: "2026-11-01", owed: 59_000, remindersOff: false, sent: [] as number[] };

describe("payment reminders", () => {
  it("come 7, 15 and 30 days after the due date, each once", () => {
    expect(reminderDue(unpaid, "2026-11-07")).toBeUndefined();
    expect(reminderDue(unpaid, "2026-11-08")).toBe(7);
    expect(reminderDue({ ...unpaid, sent: [7] }, "2026-11-09")).toBeUndefined();
    expect(reminderDue({ ...unpaid, sent: [7] }, "2026-11-16")).toBe(15);
    expect(reminderDue({ ...unpaid, sent: [7, 15] }, "2026-12-01")).toBe(30);
    expect(reminderDue({ ...unpaid, sent: [7, 15, 30] }, "2027-03-01")).toBeUndefined();
  });

  it("send only the latest one due after a long silence", () => {
    expect(reminderDue(unpaid, "2026-12-20")).toBe(30);
    expect(reminderDue({ ...unpaid, sent: [30] }, "2026-12-21")).toBeUndefined();
    expect(reminderDue(unpaid, "2026-11-20")).toBe(15);
  });

  it("never go for a settled invoice or a client who asked for none", () => {
    expect(reminderDue({ ...unpaid, owed: 0 }, "2026-11-20")).toBeUndefined();
    expect(reminderDue({ ...unpaid, remindersOff: true }, "2026-11-20")).toBeUndefined();
  });
});
