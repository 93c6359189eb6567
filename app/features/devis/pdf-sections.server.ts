import type { Words } from "~/i18n/words";
import { unitWord } from "./unit-word";
import type { Locale } from "~/i18n/locale";
import { fillTemplate } from "~/i18n/template";
import { formatMoment } from "./days";
import { fcfaInWords } from "./in-words";
import { formatQuantity, formatRate } from "./money";
import type { DevisLineRow, DevisRow, PaymentDetails } from "./types";

/** The devis PDF below its heading: lines, totals, terms, payment, approval, foot of pages. */
export const GREEN = "#166534";
export const GREY = "#475569";
const INK = "#0f172a";
export const MARGIN = 50;
export const WIDTH = 595.28 - 2 * MARGIN;

export interface Sections {
  doc: PDFKit.PDFDocument;
  w: Words<"devis">;
  locale: Locale;
  /** An amount with its currency, its spaces no-break ones. */
  fcfa: (n: number) => string;
}

const roomLeft = (doc: PDFKit.PDFDocument) => doc.page.height - doc.page.margins.bottom - doc.y;

/**
 * The lines, their header repeated on each page. The amount columns are as wide as their widest
 * amount, so "1 200 000 FCFA" never breaks; the label takes what is left.
 */
export function linesTable({ doc, w, locale, fcfa }: Sections, lines: DevisLineRow[]) {
  const c = w.document.columns;
  const rows = lines.map((line) => [
    line.label,
    formatQuantity(line.quantity, locale),
    unitWord(line.unit, line.quantity, locale),
    fcfa(line.unit_price),
    fcfa(line.total),
  ]);
  const header = [c.label, c.quantity, c.unit, c.unitPrice, c.total];
  const widest = (i: number, least: number) => {
    doc.font("body").fontSize(9);
    const body = Math.max(0, ...rows.map((r) => doc.widthOfString(r[i]!)));
    doc.font("bold").fontSize(9);
    return Math.max(least, body + 10, i === 3 || i === 4 ? 0 : doc.widthOfString(header[i]!) + 10);
  };
  const columns = [0, widest(1, 60), widest(2, 55), widest(3, 80), widest(4, 85)];
  columns[0] = WIDTH - columns.slice(1).reduce((a, b) => a + b, 0);
  const row = (cells: string[], { bold = false, fill }: { bold?: boolean; fill?: string } = {}) => {
    doc.font(bold ? "bold" : "body").fontSize(9);
    const height =
      Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: columns[i]! - 8 }))) + 8;
    if (height > roomLeft(doc)) {
      doc.addPage();
      if (!bold) row(header, { bold: true, fill: "#dcfce7" });
      doc.font(bold ? "bold" : "body").fontSize(9);
    }
    const top = doc.y;
    if (fill) doc.rect(MARGIN, top, WIDTH, height).fill(fill);
    let x = MARGIN;
    cells.forEach((cell, i) => {
      doc.fillColor(INK).text(cell, x + 4, top + 4, {
        width: columns[i]! - 8,
        align: i === 0 || i === 2 ? "left" : "right",
      });
      x += columns[i]!;
    });
    doc
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + WIDTH, top + height)
      .lineWidth(0.5)
      .stroke("#cbd5e1");
    doc.x = MARGIN;
    doc.y = top + height;
  };
  doc.y = Math.max(doc.y, 200) + 16;
  row(header, { bold: true, fill: "#dcfce7" });
  for (const cells of rows) row(cells);
}

/** The totals, right-aligned under the amounts, then the total in words. */
export function totalsBlock({ doc, w, locale, fcfa }: Sections, devis: DevisRow) {
  const totals: Array<[string, string, boolean]> = [
    [w.document.subtotal, fcfa(devis.subtotal), false],
  ];
  if (devis.discount_percent > 0)
    totals.push([
      fillTemplate(w.document.discount, {
        percent: formatRate(devis.discount_percent * 100, locale),
      }),
      `−\u00a0${fcfa(devis.discount)}`,
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
    if (roomLeft(doc) < 20) doc.addPage();
    const top = doc.y;
    doc
      .font(strong ? "bold" : "body")
      .fontSize(strong ? 12 : 10)
      .fillColor(strong ? GREEN : INK);
    // The amount's width is measured: it is drawn on one line, the label gives way.
    const amountWidth = Math.max(90, doc.widthOfString(amount) + 2);
    const labelX = MARGIN + 175;
    const amountX = MARGIN + WIDTH - amountWidth;
    doc.text(label, labelX, top, { width: amountX - labelX - 8 });
    const below = doc.y;
    doc.text(amount, amountX, top, { width: amountWidth, align: "right", lineBreak: false });
    doc.y = Math.max(below, top + (strong ? 18 : 15)) + 2;
  }
  doc.x = MARGIN;
  doc.y += 8;
  doc
    .font("body")
    .fontSize(9.5)
    .fillColor(INK)
    .text(fillTemplate(w.document.inWords, { words: fcfaInWords(devis.total, locale) }), {
      width: WIDTH,
    });
}

/** Terms, note, where to pay, and the client's approval: a place to sign, or the online one. */
export function closing(
  { doc, w, locale }: Sections,
  devis: DevisRow,
  payment: PaymentDetails | undefined,
) {
  const d = w.document;
  const details = payment
    ? (
        [
          [d.bank, payment.bank],
          [d.account, payment.account],
          [d.tmoney, payment.tmoney],
          [d.flooz, payment.flooz],
        ] as const
      )
        .filter(([, value]) => value)
        .map(([template, value]) => fillTemplate(template, { value }))
        .join("\n")
    : "";
  doc.x = MARGIN;
  doc.y += 16;
  for (const [title, body] of [
    [d.paymentTerms, devis.payment_terms],
    [d.paymentDetails, details],
    [d.note, devis.note],
  ] as const)
    if (body) {
      doc.font("bold").fontSize(10).fillColor(INK).text(title, MARGIN, doc.y, { width: WIDTH });
      doc.font("body").fontSize(9.5).text(body, { width: WIDTH }).moveDown(0.8);
    }
  const accepted = devis.status === "accepted" && devis.answered_at && devis.answer_name;
  doc
    .font(accepted ? "bold" : "body")
    .fontSize(9)
    .fillColor(accepted ? GREEN : GREY)
    .text(
      accepted
        ? fillTemplate(d.acceptedOnline, {
            date: formatMoment(devis.answered_at!, locale),
            name: devis.answer_name!,
          })
        : d.acceptance,
      MARGIN,
      doc.y,
      { width: WIDTH },
    );
  // "Bon pour accord": the place where a client who prints the devis signs it.
  const boxWidth = 240;
  const boxHeight = 92;
  doc.y += 12;
  if (roomLeft(doc) < boxHeight) doc.addPage();
  const x = MARGIN + WIDTH - boxWidth;
  const top = doc.y;
  doc.rect(x, top, boxWidth, boxHeight).lineWidth(0.8).stroke(GREY);
  doc
    .font("bold")
    .fontSize(10)
    .fillColor(INK)
    .text(d.approval, x + 8, top + 8, { width: boxWidth - 16 });
  doc
    .font("body")
    .fontSize(7.5)
    .fillColor(GREY)
    .text(d.approvalHint, { width: boxWidth - 16 });
  doc
    .fontSize(9)
    .fillColor(INK)
    .text(d.approvalDate, x + 8, top + 48)
    .text(d.approvalSignature, x + 8, top + 66);
  doc.x = MARGIN;
  doc.y = top + boxHeight;
}

/** Page numbers and the company's identity at the foot of every page. */
export function footer({ doc, w }: Sections, parts: string[]) {
  const foot = parts.filter(Boolean).join(" · ");
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // The foot sits in the bottom margin: without this pdfkit would start a new page for it.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN;
    doc
      .font("body")
      .fontSize(8)
      .fillColor(GREY)
      .text(foot, MARGIN, y, { width: WIDTH - 80, lineBreak: false });
    doc.text(fillTemplate(w.document.page, { page: i - start + 1, pages: count }), MARGIN, y, {
      width: WIDTH,
      align: "right",
    });
    doc.page.margins.bottom = bottom;
  }
}
