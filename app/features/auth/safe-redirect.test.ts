import { href } from "react-router";
import { describe, expect, it } from "vitest";
import { OPEN_REDIRECT_PAYLOADS } from "../../../tests/helpers/open-redirect-payloads";
import { safeRedirect } from "./safe-redirect";

const dashboard = href("/admin");
const leads = href("/admin/leads");

describe("safeRedirect", () => {
  it.each([
    [dashboard, dashboard],
    [`${leads}?status=new`, `${leads}?status=new`],
    [`${dashboard}#top`, `${dashboard}#top`],
    [`${href("/admin/posts")}/../leads`, leads],
  ])("keeps the same-site path %s", (input, expected) =>
    expect(safeRedirect(input)).toBe(expected),
  );

  it.each(OPEN_REDIRECT_PAYLOADS)("sends %j to /admin", (input) =>
    expect(safeRedirect(input)).toBe(dashboard),
  );

  it.each(["", null, undefined])("falls back on an empty target (%j)", (input) =>
    expect(safeRedirect(input)).toBe(dashboard),
  );

  it("never yields a target a browser would resolve to another origin", () => {
    const base = "https://africaclean.tg/auth/login";
    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      const target = safeRedirect(payload);
      expect(new URL(target, base).origin, payload).toBe("https://africaclean.tg");
    }
  });
});
