import { describe, expect, it } from "vitest";
import { figures } from "~/content/company";
import { DEFAULT_PRICE_SECTIONS } from "~/content/pricing";
import type { DevisDraft } from "./draft";
import { liveTotals } from "./live-totals";
import { middlePrice } from "./money";
import { blankDraft } from "./prefill.server";
import { DEFAULT_DEVIS_SETTINGS } from "./settings.server";
import { checkDraft } from "./validate.server";

const middles = new Map(
  DEFAULT_PRICE_SECTIONS.flatMap((s) => s.items.map((i) => [i.id, middlePrice(i.min, i.max)])),
);
const draft = (lines: DevisDraft["lines"], flags: Partial<DevisDraft> = {}): DevisDraft => ({
  ...blankDraft(DEFAULT_DEVIS_SETTINGS),
  clientName: "Ama Mensah",
  clientEmail: "ama@example.tg",
  clientPhone: "+228 90 12 34 56",
  lines,
  ...flags,
});

/** The editor's figure while typing, and the server's at saving, for the same draft. */
function both(d: DevisDraft) {
  const live = liveTotals(
    d,
    middles,
    figures.firstOrderDiscountPercent,
    DEFAULT_DEVIS_SETTINGS.vatRate,
  );
  const checked = checkDraft(d, {
    grid: DEFAULT_PRICE_SECTIONS,
    settings: DEFAULT_DEVIS_SETTINGS,
    acceptedBefore: false,
  });
  if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
  return { live, saved: checked.input.totals };
}

describe("the devis editor's amounts while typing", () => {
  const cases: Array<[string, DevisDraft]> = [
    [
      "free lines with decimals, VAT and the first-order discount",
      draft(
        [
          { item: "", label: "Désinfection", unit: "visit", quantity: "2,5", price: "45 333" },
          { item: "", label: "Vitres", unit: "m2", quantity: "12.75", price: "1 999" },
        ],
        { vat: true, discount: true },
      ),
    ],
    [
      "a grid line whose empty price stands for the grid's middle price",
      draft([{ item: "zone1", label: "", unit: "", quantity: "10", price: "" }], { vat: true }),
    ],
    [
      "a blank line among others, no VAT",
      draft([
        { item: "", label: "", unit: "unit", quantity: "", price: "" },
        { item: "", label: "Tapis", unit: "item", quantity: "3", price: "7 500" },
      ]),
    ],
  ];
  for (const [what, d] of cases)
    it(`are the saved devis's amounts: ${what}`, () => {
      const { live, saved } = both(d);
      expect(live).toEqual(saved);
      expect(live.total).toBeGreaterThan(0);
    });

  it("counts nothing for a line whose quantity or price cannot be read yet", () => {
    const live = liveTotals(
      draft([
        { item: "", label: "A", unit: "unit", quantity: "2", price: "1 000" },
        { item: "", label: "B", unit: "unit", quantity: "deux", price: "1 000" },
        { item: "", label: "C", unit: "unit", quantity: "1", price: "mille" },
      ]),
      middles,
      0,
      0,
    );
    expect(live).toEqual({ subtotal: 2000, discount: 0, vat: 0, total: 2000 });
  });
});
