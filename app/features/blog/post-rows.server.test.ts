import { describe, expect, it } from "vitest";
import { caseVariants, escapeLike, hasTag, parseTags } from "./post-rows.server";

describe("query helpers", () => {
  it("escapes LIKE wildcards and the escape character", () => {
    expect(escapeLike(String.raw`100% a_b c\d`)).toBe(String.raw`100\% a\_b c\\d`);
  });

  it("spells out the case variants of accented letters only", () => {
    expect(caseVariants("Compost")).toEqual(["compost"]);
    expect(caseVariants("Été")).toEqual(["été", "Été", "étÉ", "ÉtÉ"]);
    expect(caseVariants("œuf")).toEqual(["œuf", "Œuf"]);
    expect(caseVariants("straße")).toEqual(["straße"]);
    // Too many accented letters: lower and upper only, never thousands of patterns.
    expect(caseVariants("éèêëàâîï")).toEqual(["éèêëàâîï", "ÉÈÊËÀÂÎÏ"]);
  });

  it("reads tags defensively and matches them without regard to case", () => {
    expect(parseTags('["a", 1, "b"]')).toEqual(["a", "b"]);
    expect(parseTags("not json")).toEqual([]);
    expect(parseTags('{"a":1}')).toEqual([]);
    expect(hasTag(["Écologie"], "écologie")).toBe(true);
    expect(hasTag(["Écologie"], "Écolo")).toBe(false);
  });
});
