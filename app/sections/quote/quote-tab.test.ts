import { describe, expect, it } from "vitest";
import { tabFromSearch, tabSearch } from "./quote-tab";

describe("the quote page's tab in the address", () => {
  it("opens the form for ?tab=form or a named service, the grid otherwise", () => {
    expect(tabFromSearch("?tab=form&lng=en")).toBe("form");
    expect(tabFromSearch("?concept=eco-jardin")).toBe("form");
    expect(tabFromSearch("?concept=eco-jardin&tab=calculator")).toBe("calculator");
    expect(tabFromSearch("?concept=nonsense")).toBe("calculator");
    expect(tabFromSearch("")).toBe("calculator");
    expect(tabFromSearch("?tab=nonsense")).toBe("calculator");
  });

  it("switches the tab and keeps the other parameters", () => {
    expect(tabSearch("?lng=en&concept=eco-jardin", "form")).toBe(
      "?lng=en&concept=eco-jardin&tab=form",
    );
    expect(tabSearch("?tab=form&lng=en", "calculator")).toBe("?lng=en");
    expect(tabSearch("?tab=form", "calculator")).toBe("");
    // The grid of a page opened from a service's link must say so, or the form would open.
    expect(tabSearch("?concept=eco-jardin&tab=form", "calculator")).toBe(
      "?concept=eco-jardin&tab=calculator",
    );
  });
});
