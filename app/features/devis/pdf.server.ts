import Pdfkit from "pdfkit";
import sharp from "sharp";
import type { CompanyIdentity } from "~/content/company";
import { formatFcfa } from "~/content/pricing";
import { fillTemplate } from "~/i18n/template";
import type { Locale } from "~/i18n/locale";
import logoSvg from "../../../public/logo.svg?raw";
import { formatDay, lomeDay } from "./days";
import { devisFonts } from "./font.server";
import { devisReference } from "./devis.server";
import { formatQuantity, formatRate } from "./money";
import type { DevisWithLines } from "./types";
import { devisWords, unitWord } from "~/i18n/devis";

/**
 * The devis as an A4 PDF, drawn on the server by pdfkit (docs/decisions/036-devis-documents.md).
 * DejaVu Sans is embedded: it has the narrow no-break space (U+202F) that Intl puts between
 * thousands in French, so "1 080 000 FCFA" prints as the site shows it, never as a missing glyph.
 */
export interface DevisPdfInput extends DevisWithLines {
  company: CompanyIdentity;
  /** Trade register and tax numbers (RCCM, NIF) from the settings; empty hides the line. */
  registration: string;
}

let logo: Promise<Buffer> | undefined;

const GREEN = "#166534";
const GREY = "#475569";
const MARGIN = 50;
const WIDTH = 595.28 - 2 * MARGIN;
/** Columns of the lines table: label, quantity, unit, unit price, amount (they add up to WIDTH). */
const COLUMNS = [215, 60, 55, 80, 85.28] as const;

export async function renderDevisPdf(input: DevisPdfInput): Promise<Buffer> {
  const fonts = devisFonts();
  // The site's own logo, as a picture pdfkit can place (it draws no SVG itself).
  logo ??= sharp(Buffer.from(logoSvg)).resize(160, 160).png().toBuffer();
  const { devis, lines, company } = input;
  const locale: Locale = devis.locale === "en" ? "en" : "fr";
  const w = devisWords(locale);
  const reference = devisReference(devis);
  const doc = new Pdfkit({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN + 20, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: locale === "fr" ? "fr-FR" : "en-GB",
    displayTitle: true,
    info: {
      Title: fillTemplate(w.document.reference, { reference }),
      Author: company.name,
      CreationDate: new Date(devis.sent_at ?? devis.updated_at),
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on("end", resolve));
  doc.registerFont("body", fonts.regular);
  doc.registerFont("bold", fonts.bold);
  const fcfa = (n: number) => formatFcfa(n, locale);

  // Company, then the document's number and dates on the right.
  doc.image(await logo, MARGIN, MARGIN, { width: 48, height: 48 });
  doc
    .font("bold")
    .fontSize(15)
    .fillColor(GREEN)
    .text(company.name, MARGIN + 58, MARGIN + 4);
  const { address } = company;
  doc
    .font("body")
    .fontSize(8.5)
    .fillColor(GREY)
    .text(`${address.streetAddress}, ${address.district}, ${address.city}, ${address.country}`)
    .text(`${company.phones.primary.display} · ${company.email}`);
  if (input.registration)
    doc.text(fillTemplate(w.document.registration, { registration: input.registration }));
  const right = { width: WIDTH, align: "right" as const };
  doc
    .font("bold")
    .fontSize(20)
    .fillColor("#0f172a")
    .text(w.document.title.toUpperCase(), MARGIN, 118, right);
  doc
    .font("body")
    .fontSize(10)
    .text(fillTemplate(w.document.reference, { reference }), right)
    .text(
      fillTemplate(w.document.issued, { date: formatDay(issuedDay(devis.sent_at), locale) }),
      right,
    )
    .font("bold")
    .text(
      fillTemplate(w.document.validUntil, { date: formatDay(devis.valid_until, locale) }),
      right,
    );

  // The client.
  doc.font("bold").fontSize(9).fillColor(GREY).text(w.document.client.toUpperCase(), MARGIN, 118);
  doc
    .font("body")
    .fontSize(10)
    .fillColor("#0f172a")
    .text(devis.client_name || "—", { width: 250 });
  for (const detail of [
    devis.client_company,
    devis.client_address,
    devis.client_email,
    devis.client_phone,
  ])
    if (detail) doc.text(detail, { width: 250 });

  // The lines.
  doc.y = Math.max(doc.y, 200) + 16;
  const header = () => {
    const c = w.document.columns;
    row([c.label, c.quantity, c.unit, c.unitPrice, c.total], { bold: true, fill: "#dcfce7" });
  };
  const row = (cells: string[], { bold = false, fill }: { bold?: boolean; fill?: string } = {}) => {
    doc.font(bold ? "bold" : "body").fontSize(9);
    const height =
      Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: COLUMNS[i]! - 8 }))) + 8;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      if (!bold) header();
    }
    const top = doc.y;
    if (fill) doc.rect(MARGIN, top, WIDTH, height).fill(fill);
    let x = MARGIN;
    cells.forEach((cell, i) => {
      doc.fillColor("#0f172a").text(cell, x + 4, top + 4, {
        width: COLUMNS[i]! - 8,
        align: i === 0 || i === 2 ? "left" : "right",
      });
      x += COLUMNS[i]!;
    });
    doc
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + WIDTH, top + height)
      .lineWidth(0.5)
      .stroke("#cbd5e1");
    doc.x = MARGIN;
    doc.y = top + height;
  };
  header();
  for (const line of lines)
    row([
      line.label,
      formatQuantity(line.quantity, locale),
      unitWord(line.unit, line.quantity, locale),
      fcfa(line.unit_price),
      fcfa(line.total),
    ]);

  // The totals, right-aligned under the amounts.
  const totals: Array<[string, string, boolean]> = [
    [w.document.subtotal, fcfa(devis.subtotal), false],
  ];
  if (devis.discount_percent > 0)
    totals.push([
      fillTemplate(w.document.discount, {
        percent: formatRate(devis.discount_percent * 100, locale),
      }),
      `− ${fcfa(devis.discount)}`,
      false,
    ]);
  totals.push(
    devis.vat_rate > 0
      ? [
          fillTemplate(w.document.vat, { rate: formatRate(devis.vat_rate, locale) }),
          fcfa(devis.vat),
          false,
        ]
      : [w.document.noVat, "", false],
  );
  totals.push([w.document.total, fcfa(devis.total), true]);
  doc.y += 10;
  for (const [label, amount, strong] of totals) {
    if (doc.y + 20 > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const top = doc.y;
    doc
      .font(strong ? "bold" : "body")
      .fontSize(strong ? 12 : 10)
      .fillColor(strong ? GREEN : "#0f172a");
    doc.text(label, MARGIN + 175, top, { width: 230 });
    const below = doc.y;
    doc.text(amount, MARGIN + 405, top, { width: WIDTH - 405, align: "right" });
    doc.y = Math.max(below, doc.y, top + (strong ? 18 : 15)) + 2;
  }

  // Terms, note and how to accept.
  doc.x = MARGIN;
  doc.y += 16;
  for (const [title, body] of [
    [w.document.paymentTerms, devis.payment_terms],
    [w.document.note, devis.note],
  ] as const)
    if (body) {
      doc
        .font("bold")
        .fontSize(10)
        .fillColor("#0f172a")
        .text(title, MARGIN, doc.y, { width: WIDTH });
      doc.font("body").fontSize(9.5).text(body, { width: WIDTH }).moveDown(0.8);
    }
  doc
    .font("body")
    .fontSize(9)
    .fillColor(GREY)
    .text(w.document.acceptance, MARGIN, doc.y, { width: WIDTH });

  // Page numbers and the company's identity at the foot of every page.
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // The foot sits in the bottom margin: without this pdfkit would start a new page for it.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const foot = [company.name, input.registration, reference].filter(Boolean).join(" · ");
    const y = doc.page.height - MARGIN;
    doc
      .font("body")
      .fontSize(8)
      .fillColor(GREY)
      .text(foot, MARGIN, y, { width: WIDTH - 80, lineBreak: false });
    doc.text(
      fillTemplate(w.document.page, { page: i - start + 1, pages: count }),
      MARGIN,
      y,
      right,
    );
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/** The day the devis went out, in Lomé; a draft's preview is dated today. */
function issuedDay(sentAt: string | null): string {
  return lomeDay(sentAt ? new Date(sentAt) : new Date());
}

/** The PDF's file name: the reference, as clients file it ("DV-2026-0042-v2.pdf"). */
export function devisFileName(devis: Parameters<typeof devisReference>[0]): string {
  return `${devisReference(devis)}.pdf`;
}
