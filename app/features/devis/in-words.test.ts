import { describe, expect, it } from "vitest";
import { englishNumber, fcfaInWords, frenchNumber } from "./in-words";

describe("numbers in French words", () => {
  it.each([
    [0, "zéro"],
    [1, "un"],
    [16, "seize"],
    [17, "dix-sept"],
    [21, "vingt et un"],
    [22, "vingt-deux"],
    [31, "trente et un"],
    [61, "soixante et un"],
    [70, "soixante-dix"],
    [71, "soixante et onze"],
    [72, "soixante-douze"],
    [79, "soixante-dix-neuf"],
    [80, "quatre-vingts"],
    [81, "quatre-vingt-un"],
    [88, "quatre-vingt-huit"],
    [90, "quatre-vingt-dix"],
    [91, "quatre-vingt-onze"],
    [99, "quatre-vingt-dix-neuf"],
    [100, "cent"],
    [101, "cent un"],
    [180, "cent quatre-vingts"],
    [200, "deux cents"],
    [201, "deux cent un"],
    [280, "deux cent quatre-vingts"],
    [1000, "mille"],
    [1001, "mille un"],
    [2000, "deux mille"],
    [80_000, "quatre-vingt mille"],
    [200_000, "deux cent mille"],
    [250_000, "deux cent cinquante mille"],
    [1_000_000, "un million"],
    [2_000_000, "deux millions"],
    [80_000_000, "quatre-vingts millions"],
    [200_000_000, "deux cents millions"],
    [1_250_000, "un million deux cent cinquante mille"],
    [1_000_000_000, "un milliard"],
    [3_000_080_081, "trois milliards quatre-vingt mille quatre-vingt-un"],
    [
      999_999_999,
      "neuf cent quatre-vingt-dix-neuf millions neuf cent quatre-vingt-dix-neuf mille neuf cent quatre-vingt-dix-neuf",
    ],
  ])("%i → %s", (n, words) => {
    expect(frenchNumber(n)).toBe(words);
  });
});

describe("numbers in English words", () => {
  it.each([
    [0, "zero"],
    [13, "thirteen"],
    [21, "twenty-one"],
    [40, "forty"],
    [100, "one hundred"],
    [115, "one hundred fifteen"],
    [1000, "one thousand"],
    [250_000, "two hundred fifty thousand"],
    [1_250_000, "one million two hundred fifty thousand"],
    [1_000_000_000, "one billion"],
    [2_000_045, "two million forty-five"],
  ])("%i → %s", (n, words) => {
    expect(englishNumber(n)).toBe(words);
  });
});

describe("an amount of FCFA in words", () => {
  it("names the currency as each language does", () => {
    expect(fcfaInWords(1_250_000, "fr")).toBe("un million deux cent cinquante mille francs CFA");
    expect(fcfaInWords(1_250_000, "en")).toBe("one million two hundred fifty thousand CFA francs");
    expect(fcfaInWords(2_000_000, "fr")).toBe("deux millions de francs CFA");
    expect(fcfaInWords(1_000_000_000, "fr")).toBe("un milliard de francs CFA");
    expect(fcfaInWords(1, "fr")).toBe("un franc CFA");
    expect(fcfaInWords(1, "en")).toBe("one CFA franc");
    expect(fcfaInWords(0, "fr")).toBe("zéro franc CFA");
    expect(() => fcfaInWords(1e12, "fr")).toThrow(RangeError);
  });
});
