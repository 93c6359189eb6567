import { afterEach, describe, expect, it, vi } from "vitest";
import { dateFormat, listFormat, numberFormat, pluralRules } from "./formats";

describe("formatters", () => {
  afterEach(() => vi.restoreAllMocks());

  it("makes each formatter once for its language and options, and reuses it", () => {
    const built = vi.spyOn(Intl, "DateTimeFormat");
    const options = { dateStyle: "long", timeZone: "Africa/Lome" } as const;
    const first = dateFormat("fr", options);
    // Equal options written anew (as a render does) find the same formatter.
    expect(dateFormat("fr", { dateStyle: "long", timeZone: "Africa/Lome" })).toBe(first);
    expect(built).toHaveBeenCalledTimes(1);
    expect(dateFormat("en", options)).not.toBe(first);
    expect(dateFormat("fr", { ...options, timeZone: "UTC" })).not.toBe(first);
    expect(built).toHaveBeenCalledTimes(3);
  });

  it("writes each language's way: British dates, American numbers and lists", () => {
    const day = new Date("2026-03-03T14:05:00Z");
    expect(dateFormat("fr", { dateStyle: "long", timeZone: "UTC" }).format(day)).toBe(
      "3 mars 2026",
    );
    expect(dateFormat("en", { dateStyle: "long", timeZone: "UTC" }).format(day)).toBe(
      "3 March 2026",
    );
    expect(numberFormat("fr").format(1234.5)).toBe("1\u202f234,5");
    expect(numberFormat("en").format(1234.5)).toBe("1,234.5");
    expect(listFormat("en", { type: "conjunction" }).format(["a", "b", "c"])).toBe("a, b, and c");
    expect(listFormat("fr", { type: "conjunction" }).format(["a", "b", "c"])).toBe("a, b et c");
    expect(pluralRules("fr").select(0)).toBe("one");
    expect(pluralRules("en").select(0)).toBe("other");
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
