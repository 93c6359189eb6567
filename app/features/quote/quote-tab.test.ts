import { describe, expect, it } from "vitest";
import { tabFromSearch, tabSearch } from "./quote-tab";

describe("the quote page's tab in the address", () => {
  it("opens the form only for ?tab=form", () => {
    expect(tabFromSearch("?tab=form&lng=en")).toBe("form");
    expect(tabFromSearch("")).toBe("calculator");
    expect(tabFromSearch("?tab=nonsense")).toBe("calculator");
  });

  it("switches the tab and keeps the other parameters", () => {
    expect(tabSearch("?lng=en&concept=eco-jardin", "form")).toBe(
      "?lng=en&concept=eco-jardin&tab=form",
    );
    expect(tabSearch("?tab=form&lng=en", "calculator")).toBe("?lng=en");
    expect(tabSearch("?tab=form", "calculator")).toBe("");
  });
});
