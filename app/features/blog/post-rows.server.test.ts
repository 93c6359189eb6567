import { describe, expect, it } from "vitest";
import { escapeLike, parseTags } from "./post-rows.server";

describe("query helpers", () => {
  it("escapes LIKE wildcards and the escape character", () => {
    expect(escapeLike(String.raw`100% a_b c\d`)).toBe(String.raw`100\% a\_b c\\d`);
  });

  it("reads tags defensively", () => {
    expect(parseTags('["a", 1, "b"]')).toEqual(["a", "b"]);
    expect(parseTags("not json")).toEqual([]);
    expect(parseTags('{"a":1}')).toEqual([]);
  });
});
