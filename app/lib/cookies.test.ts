import { describe, expect, it } from "vitest";
import { readCookie } from "./cookies";

describe("readCookie", () => {
  it("finds one cookie among others, decoded", () => {
    expect(readCookie("a=1; lead_src=%7B%22r%22%3A1%7D; lng=en", "lead_src")).toBe('{"r":1}');
    expect(readCookie("a=1; lng=en", "lng")).toBe("en");
  });

  it("answers undefined for a missing header, a missing cookie or a bad encoding", () => {
    expect(readCookie(null, "lng")).toBeUndefined();
    expect(readCookie("a=1", "lng")).toBeUndefined();
    expect(readCookie("lng=%E0%A4%A", "lng")).toBeUndefined();
  });
});
