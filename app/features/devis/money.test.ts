import { describe, expect, it } from "vitest";
import {
  devisTotals,
  formatQuantity,
  formatRate,
  lineTotal,
  mulDivRound,
  parseAmount,
  parseQuantity,
  quantityInput,
} from "./money";

describe("devis arithmetic in whole numbers", () => {
  it("multiplies quantities in hundredths by whole prices, to the nearest FCFA", () => {
    expect(lineTotal(12_050, 650)).toBe(78_325); // 120.5 m² × 650
    expect(lineTotal(250, 3)).toBe(8); // 2.5 × 3 = 7.5, rounded up
    expect(lineTotal(1, 1)).toBe(0); // 0.01 × 1
    // 0.1 + 0.2 style traps never happen: 3 × 0.1 m² × 10 FCFA is exactly 3.
    expect(lineTotal(10, 10) * 3).toBe(lineTotal(30, 10));
  });

  it("stays exact past floating point's integers", () => {
    // 10 000 000 hundredths × 100 000 000 FCFA = 10^15 × 10^3 / 100: beyond 2^53 before dividing.
    expect(mulDivRound(10_000_000, 100_000_000, 100)).toBe(10_000_000_000_000);
    expect(mulDivRound(9_007_199_254_740_991, 3, 3)).toBe(9_007_199_254_740_991);
  });

  it("takes off the discount, then adds VAT on what remains, every amount an integer", () => {
    const totals = devisTotals([1_000_000, 200_000, 333], 10, 1800);
    expect(totals).toEqual({
      subtotal: 1_200_333,
      discount: 120_033,
      vat: 194_454,
      total: 1_274_754,
    });
    for (const value of Object.values(totals)) expect(Number.isInteger(value)).toBe(true);
    expect(devisTotals([1_080_000], 0, 0)).toEqual({
      subtotal: 1_080_000,
      discount: 0,
      vat: 0,
      total: 1_080_000,
    });
  });

  it("reads quantities as people type them, and refuses the rest", () => {
    expect(parseQuantity("12")).toBe(1200);
    expect(parseQuantity("2,5")).toBe(250);
    expect(parseQuantity("1 250.75")).toBe(125_075);
    expect(parseQuantity("1\u202f250")).toBe(125_000);
    expect(parseQuantity("-3")).toBeUndefined();
    expect(parseQuantity("2,555")).toBeUndefined();
    expect(parseQuantity("1e3")).toBeUndefined();
    expect(parseQuantity("")).toBeUndefined();
  });

  it("reads amounts in whole FCFA only", () => {
    expect(parseAmount("15 000")).toBe(15_000);
    expect(parseAmount("1\u202f080\u202f000 FCFA")).toBe(1_080_000);
    expect(parseAmount("1000000000000")).toBe(1_000_000_000_000);
    expect(parseAmount("12,5")).toBeUndefined();
    expect(parseAmount("-5")).toBeUndefined();
  });

  it("writes quantities and rates the local way", () => {
    expect(formatQuantity(125_050, "fr")).toBe("1\u202f250,5");
    expect(formatQuantity(125_050, "en")).toBe("1,250.5");
    expect(quantityInput(250, "fr")).toBe("2,5");
    expect(parseQuantity(quantityInput(125_050, "fr"))).toBe(125_050);
    expect(formatRate(1800, "fr")).toBe("18\u00a0%");
    expect(formatRate(1850, "en")).toBe("18.5%");
  });
});
