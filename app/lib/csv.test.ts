import { describe, expect, it } from "vitest";
import { csvCell, spreadsheetPhone, toCsv } from "./csv";

describe("CSV export", () => {
  it("starts with a BOM, uses ; and CRLF", () => {
    const csv = toCsv(["Nom", "Ville"], [["Ama", "Lomé"]]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe("Nom;Ville\r\nAma;Lomé\r\n");
  });
  it("quotes separators, quotes and new lines", () => {
    expect(csvCell('Dit "bonjour"; puis\npart')).toBe('"Dit ""bonjour""; puis\npart"');
  });
  it("neutralises spreadsheet formulas", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("+228 90 00 00 00")).toBe("'+228 90 00 00 00");
    expect(csvCell(null)).toBe("");
  });
  it("writes phone numbers as text a spreadsheet neither computes nor prefixes", () => {
    expect(spreadsheetPhone("+228 90 12 34 56")).toBe("(+228) 90 12 34 56");
    expect(spreadsheetPhone("+33612345678")).toBe("00 33612345678");
    for (const phone of ["+228 90 12 34 56", "+33612345678"])
      expect(csvCell(spreadsheetPhone(phone))).not.toMatch(/^['=+\-@]/);
  });
});
