import { describe, expect, it } from "vitest";
import { normalizePhone } from "./phone";

describe("normalizePhone", () => {
  it.each([
    ["90 12 34 56", "+228 90 12 34 56"],
    ["90123456", "+228 90 12 34 56"],
    ["+228 90-12-34-56", "+228 90 12 34 56"],
    ["00228 70 12 34 56", "+228 70 12 34 56"],
    ["(+228) 22 21 00 00", null],
    ["+228 22 21 00 00", "+228 22 21 00 00"],
    ["+33 6 12 34 56 78", "+33612345678"],
    ["+1 (415) 555-0100", "+14155550100"],
  ])("%s → %s", (input, expected) => expect(normalizePhone(input)).toBe(expected));

  it.each([
    "",
    "12",
    "abc",
    "90 12 34",
    "+228 12 34 56 78",
    "0612345678",
    "+12345",
    "<script>",
    "9".repeat(30),
    "+228 90123456 ext 4",
  ])("rejects %j", (input) => expect(normalizePhone(input)).toBeNull());
});
