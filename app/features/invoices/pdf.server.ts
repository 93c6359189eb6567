import { fcfaInWords, formatDay, formatQuantity, formatRate, unitWord } from "~/features/devis";
import { MARGIN, WIDTH } from "~/features/devis/index.server";
import type { PriceUnit } from "~/content/pricing";
import { fillTemplate } from "~/i18n/template";
import {
  amountRows,
  heading,
  INK,
  openDocument,
  paragraph,
  type Frame,
  type Issuer,
} from "./pdf-frame.server";
import type { CreditNoteRow, InvoiceFile, InvoiceLineRow, InvoiceRow, PaymentRow } from "./types";

/**
 * The invoice, credit note and receipt PDFs, in the devis's language (docs/product/invoices.md).
 * Each is drawn from stored rows only, so drawing it again gives the same document.
 */
const localeOf = (invoice: InvoiceRow) => (invoice.locale === "en" ? "en" : "fr");

function linesTable({ doc, w, locale, fcfa }: Frame, lines: InvoiceLineRow[]) {
  const c = w.document.columns;
  const columns = [WIDTH - 270, 70, 100, 100];
  const row = (cells: string[], bold = false) => {
    doc.font(bold ? "bold" : "body").fontSize(9);
    const height =
      Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: columns[i]! - 8 }))) + 8;
    if (height > doc.page.height - doc.page.margins.bottom - doc.y) doc.addPage();
    const top = doc.y;
    if (bold) doc.rect(MARGIN, top, WIDTH, height).fill("#dcfce7");
    let x = MARGIN;
    cells.forEach((cell, i) => {
      doc
        .fillColor(INK)
        .text(cell, x + 4, top + 4, { width: columns[i]! - 8, align: i ? "right" : "left" });
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
  row([c.label, c.quantity, c.unitPrice, c.total], true);
  for (const line of lines)
    row([
      line.label,
      line.quantity === null
        ? ""
        : `${formatQuantity(line.quantity, locale)} ${unitWord(line.unit as PriceUnit, line.quantity, locale)}`,
      line.unit_price === null ? "" : fcfa(line.unit_price),
      line.total < 0 ? `−\u00a0${fcfa(-line.total)}` : fcfa(line.total),
    ]);
  doc.y += 10;
}

function vatRow(
  { w, locale, fcfa }: Frame,
  invoice: InvoiceRow,
  vat: number,
): [string, string, boolean] {
  return invoice.vat_rate > 0
    ? [
        fillTemplate(w.document.vat, { rate: formatRate(invoice.vat_rate, locale) }),
        fcfa(vat),
        false,
      ]
    : [w.document.noVat, "", false];
}

function paymentDetails(frame: Frame, issuer: Issuer) {
  const d = frame.w.document;
  const p = issuer.payment;
  const details = p
    ? (
        [
          [d.bank, p.bank],
          [d.account, p.account],
          [d.tmoney, p.tmoney],
          [d.flooz, p.flooz],
        ] as const
      )
        .filter(([, value]) => value)
        .map(([template, value]) => fillTemplate(template, { value }))
    : [];
  if (details.length) paragraph(frame, d.paymentDetails, [...details, d.reminder].join("\n"));
}

export async function renderInvoicePdf(
  { invoice, lines }: Pick<InvoiceFile, "invoice" | "lines">,
  issuer: Issuer,
) {
  const locale = localeOf(invoice);
  const frame = await openDocument(issuer, locale, `${invoice.number}`, invoice.created_at);
  const { doc, w, fcfa } = frame;
  const d = w.document;
  heading(
    frame,
    d.invoice,
    [
      [fillTemplate(d.number, { number: invoice.number }), true],
      [fillTemplate(d.issued, { date: formatDay(invoice.issued_on, locale) }), false],
      [fillTemplate(d.fromDevis, { reference: invoice.devis_reference }), false],
      [fillTemplate(d.due, { date: formatDay(invoice.due_on, locale) }), true],
    ],
    invoice,
  );
  linesTable(frame, lines);
  amountRows(frame, [
    [d.net, fcfa(invoice.net), false],
    vatRow(frame, invoice, invoice.vat),
    [d.total, fcfa(invoice.total), true],
  ]);
  doc.font("body").fontSize(9.5).fillColor(INK);
  doc.text(fillTemplate(d.inWords, { words: fcfaInWords(invoice.total, locale) }), {
    width: WIDTH,
  });
  doc.moveDown(1);
  paymentDetails(frame, issuer);
  return frame.done();
}

export async function renderCreditNotePdf(
  note: CreditNoteRow,
  invoice: InvoiceRow,
  issuer: Issuer,
) {
  const locale = localeOf(invoice);
  const frame = await openDocument(issuer, locale, note.number, note.created_at);
  const { doc, w, fcfa } = frame;
  const d = w.document;
  heading(
    frame,
    d.creditNote,
    [
      [fillTemplate(d.number, { number: note.number }), true],
      [fillTemplate(d.issued, { date: formatDay(note.issued_on, locale) }), false],
      [
        fillTemplate(d.ofInvoice, {
          number: invoice.number,
          date: formatDay(invoice.issued_on, locale),
        }),
        true,
      ],
      [fillTemplate(d.fromDevis, { reference: invoice.devis_reference }), false],
    ],
    invoice,
  );
  doc
    .font("body")
    .fontSize(10)
    .fillColor(INK)
    .text(fillTemplate(d.reason, { reason: note.reason }), MARGIN, doc.y, { width: WIDTH });
  doc.moveDown(1);
  amountRows(frame, [
    [d.net, fcfa(note.net), false],
    vatRow(frame, invoice, note.vat),
    [d.creditTotal, fcfa(note.total), true],
  ]);
  doc.font("body").fontSize(9.5).fillColor(INK);
  doc.text(fillTemplate(d.creditInWords, { words: fcfaInWords(note.total, locale) }), {
    width: WIDTH,
  });
  return frame.done();
}

/** A receipt: the payment, and where the invoice stood once it was counted. */
export async function renderReceiptPdf(file: InvoiceFile, payment: PaymentRow, issuer: Issuer) {
  const { invoice } = file;
  const locale = localeOf(invoice);
  const frame = await openDocument(
    issuer,
    locale,
    `${invoice.number} – ${payment.paid_on}`,
    payment.created_at,
  );
  const { doc, w, fcfa } = frame;
  const d = w.document;
  // Payments recorded up to this one: a receipt drawn again later says the same.
  const upTo = file.payments.slice(0, file.payments.findIndex((p) => p.id === payment.id) + 1);
  const paid = upTo.reduce((n, p) => n + p.amount, 0);
  const credited = file.credits
    .filter((c) => c.created_at <= payment.created_at)
    .reduce((n, c) => n + c.total, 0);
  heading(
    frame,
    d.receipt,
    [
      [fillTemplate(d.number, { number: invoice.number }), true],
      [fillTemplate(d.receivedOn, { date: formatDay(payment.paid_on, locale) }), false],
      [fillTemplate(d.fromDevis, { reference: invoice.devis_reference }), false],
    ],
    invoice,
  );
  doc
    .font("bold")
    .fontSize(14)
    .fillColor("#166534")
    .text(fcfa(payment.amount), MARGIN, doc.y, { width: WIDTH });
  doc.font("body").fontSize(10).fillColor(INK);
  doc.text(fillTemplate(d.receiptInWords, { words: fcfaInWords(payment.amount, locale) }), {
    width: WIDTH,
  });
  doc.text(fillTemplate(d.method, { method: w.methods[payment.method] }), { width: WIDTH });
  if (payment.reference)
    doc.text(fillTemplate(d.reference, { reference: payment.reference }), { width: WIDTH });
  doc.moveDown(1);
  amountRows(frame, [
    [d.invoiceTotal, fcfa(invoice.total), false],
    ...(credited
      ? [[d.credited, `−\u00a0${fcfa(credited)}`, false] as [string, string, boolean]]
      : []),
    [d.paidSoFar, fcfa(paid), false],
    [d.left, fcfa(Math.max(0, invoice.total - credited - paid)), true],
  ]);
  return frame.done();
}
