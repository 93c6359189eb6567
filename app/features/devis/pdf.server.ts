import Pdfkit from "pdfkit";
import { formatAddress } from "~/features/company";
import sharp from "sharp";
import { formatFcfa } from "~/content/pricing";
import { fillTemplate } from "~/i18n/template";
import type { Locale } from "~/i18n/locale";
import logoSvg from "../../../public/logo.svg?raw";
import { formatDay, lomeDay } from "./days";
import { devisFonts } from "./font.server";
import { devisReference } from "./devis.server";
import {
  closing,
  footer,
  GREEN,
  GREY,
  linesTable,
  MARGIN,
  totalsBlock,
  WIDTH,
} from "./pdf-sections.server";
import type { DevisCompany, DevisWithLines } from "./types";
import { devisWords, words } from "~/i18n/words/devis";

/**
 * The devis as an A4 PDF, drawn on the server by pdfkit (docs/decisions/036-devis-documents.md).
 * DejaVu Sans is embedded: it has the narrow no-break space (U+202F) that Intl puts between
 * thousands in French, so "1 080 000 FCFA" prints as the site shows it, never as a missing glyph.
 */
export interface DevisPdfInput extends DevisWithLines, DevisCompany {}

let logo: Promise<Buffer> | undefined;

export async function renderDevisPdf(input: DevisPdfInput): Promise<Buffer> {
  const fonts = devisFonts();
  // The site's own logo, as a picture pdfkit can place (it draws no SVG itself).
  logo ??= sharp(Buffer.from(logoSvg)).resize(160, 160).png().toBuffer();
  const { devis, lines, company } = input;
  const locale: Locale = devis.locale === "en" ? "en" : "fr";
  const w = words(locale, devisWords);
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
  // An amount never breaks: its spaces are no-break ones (Intl's own U+202F stays as it is).
  const fcfa = (n: number) => formatFcfa(n, locale).replace(/ /g, "\u00a0");

  // Company, then the document's number and dates on the right.
  // The company's uploaded logo fits the same square, whatever its shape.
  doc.image(input.logo ?? (await logo), MARGIN, MARGIN, {
    fit: [48, 48],
    align: "center",
    valign: "center",
  });
  doc
    .font("bold")
    .fontSize(15)
    .fillColor(GREEN)
    .text(company.name, MARGIN + 58, MARGIN + 4);
  doc
    .font("body")
    .fontSize(8.5)
    .fillColor(GREY)
    .text(formatAddress(company.address))
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

  const sections = { doc, w, locale, fcfa };
  linesTable(sections, lines);
  totalsBlock(sections, devis);
  closing(sections, devis, input.payment);
  footer(sections, [company.name, input.registration, reference]);
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
