import { describe, expect, it } from "vitest";
import { blogListHref, pageCount, pageFromQuery, pageWindow } from "./blog-list";

describe("the list's pages", () => {
  it("reads a page number only in its one plain spelling", () => {
    const page = (query: string) => pageFromQuery(new URLSearchParams(query));
    expect([page(""), page("page=1"), page("page=2"), page("page=999999")]).toEqual([
      1, 1, 2, 999999,
    ]);
    for (const junk of [
      "page=",
      "page=0",
      "page=-1",
      "page=02",
      "page=2.5",
      "page=abc",
      "page=1e3",
    ])
      expect(page(junk), junk).toBeNull();
    expect(page("page=1000000")).toBeNull();
    expect(page("page=2&page=2")).toBeNull();
  });

  it("counts pages, an empty list having its first", () => {
    expect([pageCount(0, 12), pageCount(12, 12), pageCount(13, 12), pageCount(610, 12)]).toEqual([
      1, 1, 2, 51,
    ]);
  });

  it("shows the first, the last and the pages around, a gap for several left out", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(1, 51)).toEqual([1, 2, null, 51]);
    expect(pageWindow(3, 51)).toEqual([1, 2, 3, 4, null, 51]);
    expect(pageWindow(4, 51)).toEqual([1, 2, 3, 4, 5, null, 51]);
    expect(pageWindow(26, 51)).toEqual([1, null, 25, 26, 27, null, 51]);
    expect(pageWindow(51, 51)).toEqual([1, null, 50, 51]);
  });

  it("links a page, keeping the search and the tag, the first page without a number", () => {
    expect(blogListHref("", "")).toBe("/blog");
    expect(blogListHref("", "", 1)).toBe("/blog");
    expect(blogListHref("eau", "Écologie", 3)).toBe("/blog?q=eau&tag=%C3%89cologie&page=3");
  });
});
