import { describe, expect, it } from "vitest";
import { parsePriceText, priceValueText, readPriceValue } from "./price-text";

describe("a product's price as typed", () => {
  it.each([
    ["35 000", 35000],
    ["35000", 35000],
    ["35 000 FCFA", 35000],
    ["35\u202f000\u00a0FCFA", 35000],
    ["35.000 F", 35000],
    ["35,000 fcfa", 35000],
    ["  1500 ", 1500],
  ])("reads %j as one amount", (typed, expected) => {
    expect(parsePriceText(typed)).toBe(expected);
  });

  it.each([
    ["15 000 – 25 000", { min: 15000, max: 25000 }],
    ["15000-25000", { min: 15000, max: 25000 }],
    ["15 000 - 25 000 FCFA", { min: 15000, max: 25000 }],
    ["de 15 000 à 25 000 FCFA", { min: 15000, max: 25000 }],
    ["15,000 to 25,000", { min: 15000, max: 25000 }],
    ["5 000 – 5 000", 5000],
  ])("reads %j as a range", (typed, expected) => {
    expect(parsePriceText(typed)).toEqual(expected);
  });

  it("reads nothing typed as no price", () => {
    expect(parsePriceText("   ")).toBeNull();
  });

  it.each([
    "environ 30 000",
    "35 00",
    "3 5000",
    "0",
    "-5000",
    "25 000 – 15 000",
    "15 000 – 25 000 – 30 000",
    "35 000 €",
    "12.5",
    "9999999999",
  ])("refuses %j", (typed) => {
    expect(parsePriceText(typed)).toBe("invalid");
  });

  it("checks stored values and shows them to be retyped in the staff member's language", () => {
    expect(readPriceValue(35000)).toBe(35000);
    expect(readPriceValue({ min: 15000, max: 25000 })).toEqual({ min: 15000, max: 25000 });
    expect(readPriceValue({ min: 25000, max: 15000 })).toBe("invalid");
    expect(readPriceValue(12.5)).toBe("invalid");
    expect(priceValueText({ min: 15000, max: 25000 }, "fr")).toBe("15\u202f000 – 25\u202f000");
    expect(priceValueText(35000, "en")).toBe("35,000");
    expect(priceValueText("35 0", "en")).toBe("35 0");
  });
});
