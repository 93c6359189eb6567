import { describe, expect, it } from "vitest";
import { fromLomeInput, toLomeInput } from "./lome-time";

describe("publication times in Lomé's clock", () => {
  it("reads a typed time as Lomé's (UTC all year) and writes an instant back the same way", () => {
    expect(fromLomeInput("2026-11-28T14:00")).toBe("2026-11-28T14:00:00.000Z");
    expect(fromLomeInput("2026-07-01 08:30:15")).toBe("2026-07-01T08:30:15.000Z");
    expect(toLomeInput("2026-11-28T14:00:59.999Z")).toBe("2026-11-28T14:00");
    expect(toLomeInput(fromLomeInput("2027-02-28T23:59")!)).toBe("2027-02-28T23:59");
    // Lomé has no summer time: the offset is zero in every season.
    expect(fromLomeInput("2026-03-29T02:30")).toBe("2026-03-29T02:30:00.000Z");
  });

  it("refuses days and hours that do not exist, other forms, and absurd years", () => {
    for (const value of [
      "2026-02-29T10:00",
      "2026-06-31T10:00",
      "2026-11-28T24:00",
      "2026-11-28T14:60",
      "2026-13-01T10:00",
      "28/11/2026 14:00",
      "2026-11-28",
      "99999-01-01T00:00",
      "1900-01-01T00:00",
      "2026-11-28T14:00Z",
      "",
      "demain",
    ])
      expect(fromLomeInput(value), value).toBeNull();
    expect(fromLomeInput("2028-02-29T10:00")).toBe("2028-02-29T10:00:00.000Z");
  });
});
