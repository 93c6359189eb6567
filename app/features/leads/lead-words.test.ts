import { describe, expect, it } from "vitest";
import { DEFAULT_PRICE_SECTIONS } from "~/content/pricing";
import { plural } from "~/lib/plural";
import { estimateWords, languageWord, leadWord, spreadsheetDate } from "./lead-words";

describe("a lead's codes in words", () => {
  it("names services, frequencies, budgets and urgencies in the reader's language", () => {
    expect(leadWord("service", "eco-jardin", "fr")).toBe(
      "Éco Jardin – Création et entretien d'espaces verts",
    );
    expect(leadWord("service", "eco-jardin", "en")).toBe(
      "Éco Jardin – Green space design and upkeep",
    );
    expect(leadWord("frequency", "mensuel", "en")).toBe("Monthly");
    expect(leadWord("urgency", "urgent", "fr")).toBe("Urgent (sous 24 h)");
    expect(leadWord("budget", "100k-500k", "fr")).toBe("100\u202f000 – 500\u202f000\u00a0FCFA");
    expect(leadWord("budget", "100k-500k", "en")).toBe("100,000 – 500,000\u00a0FCFA");
    expect(leadWord("service", null, "fr")).toBeNull();
    // A code no form offers any more is still shown rather than hidden.
    expect(leadWord("service", "ancien-service", "fr")).toBe("ancien-service");
    expect(languageWord("en", "fr")).toBe("Anglais");
    expect(languageWord("fr", "en")).toBe("French");
  });

  it("writes an estimate with the item's name, its unit and FCFA amounts", () => {
    const estimate = {
      item: "zone2",
      quantity: 120,
      frequency: "ponctuel",
      min: 30_000,
      max: 48_000,
      minAfterDiscount: 27_000,
      maxAfterDiscount: 43_200,
    };
    const fr = estimateWords(estimate, DEFAULT_PRICE_SECTIONS, "fr");
    expect(fr).toMatch(/^Zone 2.* × 120\u00a0m² \(Ponctuel \(une seule fois\)\)\u00a0: /);
    expect(fr).toContain("30\u202f000 – 48\u202f000\u00a0FCFA");
    expect(fr).toContain("27\u202f000 – 43\u202f200\u00a0FCFA");
    expect(fr).not.toMatch(/zone2|ponctuel/);
    const en = estimateWords(estimate, DEFAULT_PRICE_SECTIONS, "en");
    expect(en).toContain("(One-off): 30,000 – 48,000\u00a0FCFA; after the 10% online discount");
    // An item removed from the grid since: its code, never a crash.
    expect(estimateWords({ ...estimate, item: "gone" }, DEFAULT_PRICE_SECTIONS, "en")).toMatch(
      /^gone × 120 \(One-off\)/,
    );
  });

  it("dates a lead dd/mm/yyyy hh:mm in Lomé time (UTC+0 all year)", () => {
    expect(spreadsheetDate("2026-11-22T17:56:29.795Z", "fr")).toBe("22/11/2026 17:56");
    expect(spreadsheetDate("2026-01-02T00:05:00.000Z", "en")).toBe("02/01/2026 00:05");
  });
});

describe("plurals", () => {
  it("follows each language's rule", () => {
    const fr = { one: "{n} demande", other: "{n} demandes" };
    const en = { one: "{n} lead", other: "{n} leads" };
    expect([0, 1, 2, 1500].map((n) => plural("fr", n, fr))).toEqual([
      "0 demande",
      "1 demande",
      "2 demandes",
      "1\u202f500 demandes",
    ]);
    expect([0, 1, 2, 1500].map((n) => plural("en", n, en))).toEqual([
      "0 leads",
      "1 lead",
      "2 leads",
      "1,500 leads",
    ]);
  });
});
