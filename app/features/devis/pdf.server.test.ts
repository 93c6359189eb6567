import { writeFileSync } from "node:fs";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { DEFAULT_COMPANY } from "~/content/company";
import { formatFcfa } from "~/content/pricing";
import Pdfkit from "pdfkit";
import sharp from "sharp";
import { formatRate } from "./money";
import { fontFile } from "./font.server";
import { renderDevisPdf } from "./pdf.server";
import { sampleDevis } from "./sample";
import { devisWords } from "~/i18n/words/devis";

/** The PDF's text, page by page, as a reader (or a search) gets it. */
async function pdfText(pdf: Buffer) {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { totalPages, text } = await extractText(document, { mergePages: false });
  const { info } = (await document.getMetadata()) as unknown as { info: Record<string, unknown> };
  return { totalPages, pages: text, all: text.join("\n"), title: info.Title };
}

/** Text as pdf.js gives it back: no-break and narrow spaces read as plain spaces. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

const registration = "RCCM TG-LOM 2020 B 1234 · NIF 1000123456";

describe("the devis PDF", () => {
  it("shows the company's uploaded logo instead of the site's own", async () => {
    const sample = sampleDevis(1);
    // PDF streams are compressed: the embedded picture's size is in its plain dictionary.
    const size = (pdf: Buffer) =>
      /\/Width (\d+)\s*\/Height (\d+)/.exec(pdf.toString("latin1"))?.slice(1);
    const own = await renderDevisPdf({ ...sample, company: DEFAULT_COMPANY, registration });
    expect(size(own)).toEqual(["160", "160"]);
    const logo = await sharp({
      create: { width: 300, height: 100, channels: 3, background: "#c53030" },
    })
      .png()
      .toBuffer();
    const theirs = await renderDevisPdf({
      ...sample,
      company: DEFAULT_COMPANY,
      registration,
      logo,
    });
    expect(size(theirs)).toEqual(["300", "100"]);
  });

  it("carries the reference, every line, the totals and the company's identity, in French", async () => {
    const sample = sampleDevis(3);
    const pdf = await renderDevisPdf({ ...sample, company: DEFAULT_COMPANY, registration });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const { all, totalPages, title } = await pdfText(pdf);
    expect(title).toBe("Devis n° DV-2026-0042");
    if (process.env.DEVIS_PDF_OUT) writeFileSync(process.env.DEVIS_PDF_OUT, pdf);
    expect(totalPages).toBe(1);
    expect(all).toContain("DEVIS");
    expect(all).toContain("Devis n° DV-2026-0042");
    expect(all).toContain("Valable jusqu'au 1 décembre 2026");
    expect(all).toContain(DEFAULT_COMPANY.name);
    expect(all).toContain(registration);
    expect(all).toContain("Kofi Agbo");
    for (const line of sample.lines) expect(all).toContain(line.label);
    // 120,5 m² × 650 FCFA = 78 325 FCFA (pdf.js reads every kind of space back as a plain one).
    expect(all).toContain("120,5");
    expect(all).toContain("78 325 FCFA");
    const { subtotal, discount, vat, total } = sample.devis;
    expect(all).toContain(`Sous-total`);
    expect(all).toContain(spaced(formatFcfa(subtotal, "fr")));
    expect(all).toContain("Réduction première commande");
    expect(all).toContain(spaced(formatFcfa(discount, "fr")));
    expect(all).toContain("TVA (18 %)");
    expect(all).toContain(spaced(formatFcfa(vat, "fr")));
    expect(all).toContain(`Total à payer`);
    expect(all).toContain(spaced(formatFcfa(total, "fr")));
    expect(all).toContain("Page 1 sur 1");
    expect(all).not.toContain("Quote");
  });

  it("is written in the client's language, English included", async () => {
    const sample = sampleDevis(2, { locale: "en", vat_rate: 0, discount_percent: 0, version: 2 });
    const pdf = await renderDevisPdf({ ...sample, company: DEFAULT_COMPANY, registration: "" });
    const { all } = await pdfText(pdf);
    expect(all).toContain("QUOTE");
    expect(all).toContain("Quote no. DV-2026-0042-v2");
    expect(all).toContain("Valid until 1 December 2026");
    expect(all).toContain("78,325 FCFA");
    expect(all).toContain("VAT not applicable");
    expect(all).not.toContain("First-order discount");
    expect(all).toContain("Page 1 of 1");
    expect(all).not.toContain("Devis");
  });

  it("numbers its pages when the lines run over several", async () => {
    const sample = sampleDevis(60);
    const pdf = await renderDevisPdf({ ...sample, company: DEFAULT_COMPANY, registration });
    const { pages, totalPages } = await pdfText(pdf);
    expect(totalPages).toBeGreaterThan(1);
    pages.forEach((text, i) => expect(text).toContain(`Page ${i + 1} sur ${totalPages}`));
    // The table's header is repeated on every page of lines.
    expect(pages[1]).toContain("Désignation");
    expect(pages.join("\n")).toContain("Nettoyage zone 60");
  });

  it("has a glyph in its embedded font for every character of its words and amounts", async () => {
    const doc = new Pdfkit({ autoFirstPage: false });
    for (const weight of [400, 700] as const) {
      doc.font(fontFile(weight));
      // pdfkit keeps the opened font (fontkit's) on the document; the test reads it there.
      const opened = Reflect.get(doc, "_font") as {
        font: { hasGlyphForCodePoint(c: number): boolean };
      };
      const { font } = opened;
      const printed = [
        JSON.stringify(devisWords.fr),
        JSON.stringify(devisWords.en),
        formatFcfa(1_080_000, "fr"),
        formatFcfa(1_080_000, "en"),
        formatRate(1850, "fr"),
        "− · ° ² ’ « »",
      ].join("");
      const missing = [...new Set(printed)].filter(
        (c) => !font.hasGlyphForCodePoint(c.codePointAt(0)!),
      );
      expect(missing.filter((c) => c !== "\n")).toEqual([]);
      expect(font.hasGlyphForCodePoint(0x202f)).toBe(true);
    }
  });

  it("embeds its font, never a standard one", async () => {
    const sample = sampleDevis(1);
    const pdf = await renderDevisPdf({ ...sample, company: DEFAULT_COMPANY, registration });
    const raw = pdf.toString("latin1");
    expect(raw).toMatch(/\/FontFile2|\/FontFile3/);
    expect(raw).toContain("DejaVuSans");
    // No standard font (Helvetica…) stands in: those have no U+202F.
    expect(raw).not.toMatch(/\/BaseFont\s*\/Helvetica/);
  });
});

describe("the devis PDF, read by a client in Lomé", () => {
  /** A devis of one line at this price, without discount or VAT: its total is the price. */
  const oneLine = (price: number, overrides: Parameters<typeof sampleDevis>[1] = {}) => {
    const sample = sampleDevis(1, { discount_percent: 0, vat_rate: 0, ...overrides });
    const line = { ...sample.lines[0]!, quantity: 100, unit_price: price, total: price };
    const devis = { ...sample.devis, subtotal: price, discount: 0, vat: 0, total: price };
    return { devis, lines: [line] };
  };

  it("never breaks an amount with its currency, however large", async () => {
    for (const locale of ["fr", "en"] as const) {
      const sample = oneLine(1_250_000, { locale });
      const pdf = await renderDevisPdf({ ...sample, company: DEFAULT_COMPANY, registration });
      const { pages } = await pdfText(pdf);
      const lines = pages.join("\n").split("\n").map(spaced);
      const amount = spaced(formatFcfa(1_250_000, locale));
      // The line's unit price and amount, the subtotal and the total: each whole on its line.
      expect(lines.filter((l) => l.includes(amount)).length).toBeGreaterThanOrEqual(3);
      expect(lines.some((l) => /\bFC$/.test(l) || /^FA\b/.test(l))).toBe(false);
    }
    const largest = oneLine(1_000_000_000);
    const { all } = await pdfText(
      await renderDevisPdf({ ...largest, company: DEFAULT_COMPANY, registration }),
    );
    expect(all.split("\n").map(spaced)).toContainEqual(
      expect.stringContaining(spaced(formatFcfa(1_000_000_000, "fr"))),
    );
  });

  it("states the total in words, in the devis's language", async () => {
    const fr = await pdfText(
      await renderDevisPdf({ ...oneLine(1_250_000), company: DEFAULT_COMPANY, registration }),
    );
    expect(fr.all.replace(/\s+/g, " ")).toContain(
      "Arrêté le présent devis à la somme de un million deux cent cinquante mille francs CFA.",
    );
    const en = await pdfText(
      await renderDevisPdf({
        ...oneLine(1_250_000, { locale: "en" }),
        company: DEFAULT_COMPANY,
        registration,
      }),
    );
    expect(en.all.replace(/\s+/g, " ")).toContain(
      "one million two hundred fifty thousand CFA francs",
    );
  });

  it("has a place to sign, and the payment details only when they are set", async () => {
    const bare = await pdfText(
      await renderDevisPdf({ ...sampleDevis(2), company: DEFAULT_COMPANY, registration }),
    );
    expect(bare.all).toContain("Bon pour accord");
    expect(bare.all).toContain("Signature :");
    expect(bare.all).not.toContain("Coordonnées de paiement");
    const payment = {
      bank: "Orabank Togo",
      account: "TG53 TG11 6010 0100 1234 5678 9012",
      tmoney: "+228 90 00 11 22",
      flooz: "",
    };
    const { all } = await pdfText(
      await renderDevisPdf({ ...sampleDevis(2), company: DEFAULT_COMPANY, registration, payment }),
    );
    expect(all).toContain("Coordonnées de paiement");
    expect(all).toContain("Banque : Orabank Togo");
    expect(all).toContain("TG53 TG11 6010 0100 1234 5678 9012");
    expect(all).toContain("T-Money : +228 90 00 11 22");
    expect(all).not.toContain("Flooz");
  });

  it("once accepted, says when and by whom instead of how to accept", async () => {
    const sample = sampleDevis(2, {
      status: "accepted",
      answered_at: "2026-11-03T14:05:00.000Z",
      answer_name: "Kofi Agbo",
    });
    const { all } = await pdfText(
      await renderDevisPdf({ ...sample, company: DEFAULT_COMPANY, registration }),
    );
    expect(all.replace(/\s+/g, " ")).toContain("Accepté le 3 novembre 2026 à 14:05 par Kofi Agbo");
    expect(all).not.toContain("ouvrez le lien reçu par e-mail");
  });

  it("prints each part of the company's address once", async () => {
    const { all } = await pdfText(
      await renderDevisPdf({ ...sampleDevis(1), company: DEFAULT_COMPANY, registration }),
    );
    expect(all).toContain("Quartier Djidjolé, Lomé, Togo");
    expect(all.match(/Djidjolé/g)).toHaveLength(1);
    // The same words as the footer and the contact page (one formatter, app/features/company).
    const apart = {
      ...DEFAULT_COMPANY,
      address: { ...DEFAULT_COMPANY.address, streetAddress: "Rue 12, Tokoin" },
    };
    const { all: other } = await pdfText(
      await renderDevisPdf({ ...sampleDevis(1), company: apart, registration }),
    );
    expect(other).toContain("Rue 12, Tokoin, Djidjolé, Lomé, Togo");
  });
});
