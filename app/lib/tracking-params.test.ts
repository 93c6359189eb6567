import { describe, expect, it } from "vitest";
import { isTrackingParam, withoutTrackingParams } from "./tracking-params";

describe("withoutTrackingParams", () => {
  it("drops campaign tags and click identifiers, keeping the page's own parameters in order", () => {
    expect(
      withoutTrackingParams("?utm_source=whatsapp&q=harmattan&fbclid=IwAR0&tag=maison&gclid=Cj0"),
    ).toBe("?q=harmattan&tag=maison");
    expect(withoutTrackingParams("?lng=en&utm_campaign=rentree&utm_medium=social")).toBe("?lng=en");
  });

  it("leaves nothing at all when only tracking parameters were there", () => {
    expect(withoutTrackingParams("?utm_source=a&utm_term=b&utm_content=c")).toBe("");
    expect(withoutTrackingParams("")).toBe("");
  });

  it("treats a name only as sent: another case or a prefix is a parameter of its own", () => {
    expect(isTrackingParam("utm_source")).toBe(true);
    expect(isTrackingParam("UTM_SOURCE")).toBe(false);
    expect(isTrackingParam("utm_")).toBe(false);
    expect(withoutTrackingParams("?UTM_SOURCE=x")).toBe("?UTM_SOURCE=x");
  });
});
