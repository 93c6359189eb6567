import { describe, expect, it } from "vitest";
import { DEFAULT_PRICE_SECTIONS } from "~/content/pricing";
import { addDays, isPast, lomeDay } from "./days";
import { emptyLine, lineField, readDraft, type DevisDraft } from "./draft";
import { blankDraft } from "./prefill.server";
import { DEFAULT_DEVIS_SETTINGS } from "./settings.server";
import { middlePrice } from "./money";
import { checkDraft } from "./validate.server";

const context = {
  grid: DEFAULT_PRICE_SECTIONS,
  settings: DEFAULT_DEVIS_SETTINGS,
  acceptedBefore: false,
};
const draft = (overrides: Partial<DevisDraft> = {}): DevisDraft => ({
  ...blankDraft(DEFAULT_DEVIS_SETTINGS),
  clientName: "Ama Mensah",
  lines: [{ item: "", label: "Désinfection", unit: "visit", quantity: "2", price: "45 000" }],
  ...overrides,
});
const problemsOf = (d: DevisDraft, ctx = context) => {
  const result = checkDraft(d, ctx);
  return result.ok ? {} : result.problems;
};

describe("checking a devis before it is stored", () => {
  it("computes whole-FCFA amounts on the server, VAT from the settings when ticked", () => {
    const result = checkDraft(draft({ vat: true, discount: true }), context);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.input.lines[0]).toMatchObject({
      quantity: 200,
      unitPrice: 45_000,
      total: 90_000,
    });
    expect(result.input.totals).toEqual({
      subtotal: 90_000,
      discount: 9_000,
      vat: 14_580,
      total: 95_580,
    });
    expect(result.input.vatRate).toBe(1800);
  });

  it("takes a grid line's label, unit and middle price when left empty", () => {
    const result = checkDraft(
      draft({
        locale: "en",
        lines: [{ item: "zone1", label: "", unit: "", quantity: "10", price: "" }],
      }),
      context,
    );
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const zone1 = DEFAULT_PRICE_SECTIONS[0]!.items.find((i) => i.id === "zone1")!;
    expect(result.input.lines[0]).toMatchObject({
      priceItemId: "zone1",
      label: zone1.label.en,
      unit: "m2",
      unitPrice: middlePrice(zone1.min, zone1.max),
    });
  });

  it("says what is wrong beside each field: negative quantity, 10¹² FCFA, bad unit, unknown rate", () => {
    const problems = problemsOf(
      draft({
        clientName: "",
        clientEmail: "kofi@",
        lines: [
          { item: "", label: "A", unit: "m2", quantity: "-3", price: "100" },
          { item: "", label: "B", unit: "m2", quantity: "1", price: "1000000000000" },
          { item: "", label: "C", unit: "barrel", quantity: "1,5", price: "12,5" },
          { item: "gone", label: "", unit: "m2", quantity: "1", price: "10" },
        ],
      }),
    );
    expect(problems).toEqual({
      clientName: "REQUIRED",
      clientEmail: "EMAIL",
      [lineField(0, "quantity")]: "QUANTITY",
      [lineField(1, "price")]: "TOO_LARGE",
      [lineField(2, "unit")]: "UNIT",
      [lineField(2, "price")]: "AMOUNT",
      [lineField(3, "item")]: "ITEM",
      [lineField(3, "label")]: "REQUIRED",
    });
  });

  it("refuses an empty devis, 500 lines, a total over a billion, a date gone by", () => {
    expect(problemsOf(draft({ lines: [emptyLine(), emptyLine()] }))).toEqual({ lines: "NO_LINES" });
    const many = Array.from({ length: 500 }, () => ({
      ...emptyLine(),
      label: "x",
      quantity: "1",
      price: "1",
    }));
    expect(problemsOf(draft({ lines: many }))).toEqual({ lines: "TOO_MANY_LINES" });
    const big = { item: "", label: "Chantier", unit: "m2", quantity: "100", price: "9000000" };
    expect(problemsOf(draft({ lines: [big, big] }))).toEqual({ lines: "TOO_LARGE" });
    expect(problemsOf(draft({ validUntil: addDays(lomeDay(), -1) }))).toEqual({
      validUntil: "DATE_PAST",
    });
    expect(problemsOf(draft({ validUntil: "2026-02-30" }))).toEqual({ validUntil: "DATE" });
  });

  it("refuses the first-order discount to a client who accepted a devis before", () => {
    expect(problemsOf(draft({ discount: true }), { ...context, acceptedBefore: true })).toEqual({
      discount: "DISCOUNT_USED",
    });
  });

  it("reads a posted form back into the draft, however many lines were forged", () => {
    const fields: Record<string, string> = { clientName: "Ama", discount: "on" };
    for (let i = 0; i < 2000; i++) fields[lineField(i, "label")] = `L${i}`;
    const read = readDraft(fields);
    expect(read.clientName).toBe("Ama");
    expect(read.discount).toBe(true);
    expect(read.vat).toBe(false);
    expect(read.lines).toHaveLength(1000);
  });

  it("keeps a devis valid through its whole last day in Lomé", () => {
    expect(isPast("2026-12-01", new Date("2026-12-01T23:59:00Z"))).toBe(false);
    expect(isPast("2026-12-01", new Date("2026-12-02T00:00:00Z"))).toBe(true);
  });

  it("refuses a text the PDF cannot print, naming its characters", () => {
    const problems = problemsOf(
      draft({
        clientName: "王小明",
        clientCompany: "Café 🎉",
        lines: [{ item: "", label: "Nettoyage ✓", unit: "visit", quantity: "1", price: "5000" }],
      }),
    );
    expect(problems.clientName).toBe("GLYPHS:王 小 明");
    expect(problems.clientCompany).toBe("GLYPHS:🎉");
    // DejaVu Sans has the check mark, accents, « », the narrow no-break space.
    expect(problems[lineField(0, "label")]).toBeUndefined();
    expect(problemsOf(draft({ clientName: "Éléonore « Ama » N’Guessan\u202f" }))).toEqual({});
  });

  it("gives a devis written in English the English payment terms left at the usual ones", () => {
    const english = checkDraft(draft({ locale: "en" }), context);
    if (!english.ok) throw new Error(JSON.stringify(english.problems));
    expect(english.input.paymentTerms).toBe(DEFAULT_DEVIS_SETTINGS.paymentTermsEn);
    const french = checkDraft(
      draft({ locale: "fr", paymentTerms: DEFAULT_DEVIS_SETTINGS.paymentTermsEn }),
      context,
    );
    expect(french.ok && french.input.paymentTerms).toBe(DEFAULT_DEVIS_SETTINGS.paymentTermsFr);
    // Terms the staff wrote stay as written.
    const own = checkDraft(draft({ locale: "en", paymentTerms: "Cash on delivery." }), context);
    expect(own.ok && own.input.paymentTerms).toBe("Cash on delivery.");
  });
});
