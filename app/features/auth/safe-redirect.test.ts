import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it.each([
    ["/admin", "/admin"],
    ["/admin/leads?status=new", "/admin/leads?status=new"],
    ["/admin#top", "/admin#top"],
  ])("keeps the same-site path %s", (input, expected) =>
    expect(safeRedirect(input)).toBe(expected),
  );

  it.each([
    "//evil.example",
    "https://evil.example",
    "http:evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "%2F%2Fevil.example",
    "%252F%252Fevil.example",
    "/%2F/evil.example",
    "javascript:alert(1)",
    "evil.example",
    "/\t/evil.example",
    "%E0%A4%A",
    "",
    null,
  ])("refuses %j", (input) => expect(safeRedirect(input)).toBe("/admin"));
});
