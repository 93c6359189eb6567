import { afterEach, describe, expect, it, vi } from "vitest";
import { perLocale } from "./per-locale";

describe("perLocale", () => {
  it("makes each language's value once, and only when that language asks", () => {
    const make = vi.fn((locale: string) => ({ locale }));
    const value = perLocale(make);
    expect(make).not.toHaveBeenCalled();
    const fr = value("fr");
    expect(value("fr")).toBe(fr);
    expect(make).toHaveBeenCalledTimes(1);
    expect(value("en")).toEqual({ locale: "en" });
    expect(make).toHaveBeenCalledTimes(2);
  });
});

describe("amounts in FCFA", () => {
  afterEach(() => vi.restoreAllMocks());

  it("builds no number format while the prices load, and one per language when asked", async () => {
    const built = vi.spyOn(Intl, "NumberFormat");
    vi.resetModules();
    const pricing = await import("~/content/pricing");
    expect(built).not.toHaveBeenCalled();
    // The budget choices are worded when read, with the same formatter.
    expect(pricing.BUDGET_OPTIONS[0]!.label.fr).toBe("Moins de 50\u202f000\u00a0FCFA");
    expect(pricing.BUDGET_OPTIONS[1]!.label.en).toBe("50,000 – 100,000\u00a0FCFA");
    expect(pricing.formatFcfa(1_500_000, "fr")).toBe("1\u202f500\u202f000\u00a0FCFA");
    expect(built).toHaveBeenCalledTimes(2);
  });
});
