import { describe, expect, it } from "vitest";
import { OPEN_REDIRECT_PAYLOADS } from "../../../tests/helpers/open-redirect-payloads";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it.each([
    ["/admin", "/admin"],
    ["/admin/leads?status=new", "/admin/leads?status=new"],
    ["/admin#top", "/admin#top"],
    ["/admin/posts/../leads", "/admin/leads"],
  ])("keeps the same-site path %s", (input, expected) =>
    expect(safeRedirect(input)).toBe(expected),
  );

  it.each(OPEN_REDIRECT_PAYLOADS)("sends %j to /admin", (input) =>
    expect(safeRedirect(input)).toBe("/admin"),
  );

  it.each(["", null, undefined])("falls back on an empty target (%j)", (input) =>
    expect(safeRedirect(input)).toBe("/admin"),
  );

  it("never yields a target a browser would resolve to another origin", () => {
    const base = "https://africaclean.tg/auth/login";
    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      const target = safeRedirect(payload);
      expect(new URL(target, base).origin, payload).toBe("https://africaclean.tg");
    }
  });
});
