import Pdfkit from "pdfkit";
import sharp from "sharp";
import { formatFcfa } from "~/content/pricing";
import { formatAddress } from "~/features/company";
import type { DevisCompany } from "~/features/devis";
import { devisFonts, GREY, MARGIN, WIDTH } from "~/features/devis/index.server";
import type { Locale } from "~/i18n/locale";
import type { Words as Tree } from "~/i18n/words";
import { fillTemplate } from "~/i18n/template";
import { invoiceWords, words } from "~/i18n/words/invoices";
import logoSvg from "../../../public/logo.svg?raw";

/**
 * What every money document shares: an A4 page in the devis's font (decision 036), the company
 * heading with its legal form and registration, the client, and the foot of each page.
 */
export const INK = "#0f172a";
type Words = Tree<"invoices">;

export interface Issuer extends DevisCompany {
  /** "SARL"…, from the invoice settings; empty leaves it off. */
  legalForm: string;
}

export interface Frame {
  doc: PDFKit.PDFDocument;
  w: Words;
  locale: Locale;
  fcfa: (n: number) => string;
  done: () => Promise<Buffer>;
}

let siteLogo: Promise<Buffer> | undefined;

export async function openDocument(
  issuer: Issuer,
  locale: Locale,
  title: string,
  created: string,
): Promise<Frame> {
  const fonts = devisFonts();
  siteLogo ??= sharp(Buffer.from(logoSvg)).resize(160, 160).png().toBuffer();
  const w = words(locale, invoiceWords);
  const doc = new Pdfkit({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN + 20, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: locale === "fr" ? "fr-FR" : "en-GB",
    displayTitle: true,
    info: { Title: title, Author: issuer.company.name, CreationDate: new Date(created) },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on("end", resolve));
  doc.registerFont("body", fonts.regular);
  doc.registerFont("bold", fonts.bold);
  doc.image(issuer.logo ?? (await siteLogo), MARGIN, MARGIN, {
    fit: [48, 48],
    align: "center",
    valign: "center",
  });
  const name = [issuer.company.name, issuer.legalForm].filter(Boolean).join(" ");
  doc
    .font("bold")
    .fontSize(15)
    .fillColor("#166534")
    .text(name, MARGIN + 58, MARGIN + 4);
  doc
    .font("body")
    .fontSize(8.5)
    .fillColor(GREY)
    .text(formatAddress(issuer.company.address))
    .text(`${issuer.company.phones.primary.display} · ${issuer.company.email}`);
  if (issuer.registration)
    doc.text(fillTemplate(w.document.registration, { registration: issuer.registration }));
  const done = async () => {
    footer(doc, w, [name, issuer.registration, title]);
    doc.end();
    await ended;
    return Buffer.concat(chunks);
  };
  const fcfa = (n: number) => formatFcfa(n, locale).replace(/ /g, "\u00a0");
  return { doc, w, locale, fcfa, done };
}

/** The document's name and dates on the right, the client on the left, at the same height. */
export function heading(
  { doc, w }: Frame,
  title: string,
  facts: Array<[string, boolean]>,
  client: {
    client_name: string;
    client_company: string | null;
    client_address: string | null;
    client_email: string;
    client_phone: string;
  },
) {
  const right = { width: WIDTH, align: "right" as const };
  doc.font("bold").fontSize(20).fillColor(INK).text(title.toUpperCase(), MARGIN, 118, right);
  for (const [text, strong] of facts)
    doc
      .font(strong ? "bold" : "body")
      .fontSize(10)
      .text(text, right);
  const below = doc.y;
  doc.font("bold").fontSize(9).fillColor(GREY).text(w.document.client.toUpperCase(), MARGIN, 118);
  doc.font("body").fontSize(10).fillColor(INK);
  doc.text(client.client_name || w.document.anonymous, { width: 250 });
  for (const detail of [
    client.client_company,
    client.client_address,
    client.client_email,
    client.client_phone,
  ])
    if (detail) doc.text(detail, { width: 250 });
  doc.x = MARGIN;
  doc.y = Math.max(doc.y, below) + 18;
}

/** Label and amount rows, right-aligned; the last one strong. */
export function amountRows({ doc }: Frame, rows: Array<[string, string, boolean]>) {
  for (const [label, amount, strong] of rows) {
    if (doc.page.height - doc.page.margins.bottom - doc.y < 20) doc.addPage();
    const top = doc.y;
    doc
      .font(strong ? "bold" : "body")
      .fontSize(strong ? 12 : 10)
      .fillColor(strong ? "#166534" : INK);
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
}

/** A titled paragraph across the page. */
export function paragraph({ doc }: Frame, title: string, body: string) {
  if (!body) return;
  doc.font("bold").fontSize(10).fillColor(INK).text(title, MARGIN, doc.y, { width: WIDTH });
  doc.font("body").fontSize(9.5).text(body, { width: WIDTH }).moveDown(0.8);
}

function footer(doc: PDFKit.PDFDocument, w: Words, parts: string[]) {
  const foot = parts.filter(Boolean).join(" · ");
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // The foot sits in the bottom margin: without this pdfkit would start a new page for it.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN;
    doc.font("body").fontSize(8).fillColor(GREY);
    doc.text(foot, MARGIN, y, { width: WIDTH - 80, lineBreak: false });
    doc.text(fillTemplate(w.document.page, { page: i - start + 1, pages: count }), MARGIN, y, {
      width: WIDTH,
      align: "right",
    });
    doc.page.margins.bottom = bottom;
  }
}
