import type { AppDatabase } from "~/db/db.server";
import { nowIso } from "~/db/db.server";
import { devisCompany } from "~/features/devis/index.server";
import type { Issuer } from "./pdf-frame.server";
import { renderCreditNotePdf, renderInvoicePdf, renderReceiptPdf } from "./pdf.server";
import { getInvoiceFile } from "./read.server";
import { readInvoiceSettings } from "./settings.server";

/** The company as its invoices print it: the devis's identity, with its legal form. */
export async function invoiceIssuer(database: AppDatabase): Promise<Issuer> {
  const [company, settings] = await Promise.all([
    devisCompany(database),
    readInvoiceSettings(database),
  ]);
  return { ...company, legalForm: settings.legalForm };
}

async function stored(database: AppDatabase, id: string) {
  const row = await database.db
    .selectFrom("invoice_documents")
    .select("content")
    .where("document_id", "=", id)
    .executeTakeFirst();
  return row ? Buffer.from(row.content) : undefined;
}

/** Drawings under way in this process: parallel downloads of one document share one drawing. */
const drawing = new Map<string, Promise<Buffer>>();

/**
 * An invoice's or a credit note's PDF: drawn once, right after issue, then served as stored
 * (decision 050). Drawn again, from the same rows, only when none is stored (a drawing that
 * failed, or one deleted by an erasure, since it printed the client's name).
 */
async function document(
  database: AppDatabase,
  id: string,
  draw: () => Promise<Buffer | undefined>,
): Promise<Buffer | undefined> {
  const kept = await stored(database, id);
  if (kept) return kept;
  let pending = drawing.get(id);
  if (!pending) {
    pending = (async () => {
      const pdf = await draw();
      if (!pdf) return Buffer.alloc(0);
      await database.db
        .insertInto("invoice_documents")
        .values({ document_id: id, content: pdf, created_at: nowIso() })
        .onConflict((oc) => oc.column("document_id").doNothing())
        .execute();
      return (await stored(database, id))!;
    })().finally(() => drawing.delete(id));
    drawing.set(id, pending);
  }
  const pdf = await pending;
  return pdf.length ? pdf : undefined;
}

export async function invoicePdf(database: AppDatabase, invoiceId: string) {
  return document(database, invoiceId, async () => {
    const file = await getInvoiceFile(database.db, invoiceId);
    return file && renderInvoicePdf(file, await invoiceIssuer(database));
  });
}

export async function creditNotePdf(database: AppDatabase, noteId: string) {
  return document(database, noteId, async () => {
    const note = await database.db
      .selectFrom("credit_notes")
      .selectAll()
      .where("id", "=", noteId)
      .executeTakeFirst();
    const invoice =
      note &&
      (await database.db
        .selectFrom("invoices")
        .selectAll()
        .where("id", "=", note.invoice_id)
        .executeTakeFirst());
    return invoice && renderCreditNotePdf(note, invoice, await invoiceIssuer(database));
  });
}

/** A payment's receipt, drawn at each request: it counts only what was recorded up to it. */
export async function receiptPdf(database: AppDatabase, invoiceId: string, paymentId: string) {
  const file = await getInvoiceFile(database.db, invoiceId);
  const payment = file?.payments.find((p) => p.id === paymentId);
  return file && payment
    ? { file, payment, pdf: await renderReceiptPdf(file, payment, await invoiceIssuer(database)) }
    : undefined;
}

/** File names as clients file them: "FA-2026-0001.pdf", "Recu-FA-2026-0001-2026-03-05.pdf". */
export const documentFileName = (number: string) => `${number}.pdf`;
export const receiptFileName = (number: string, paidOn: string) => `Recu-${number}-${paidOn}.pdf`;

/** The PDF at /admin/invoices/:id/pdf/:document: the invoice's own, or one of its credit notes'. */
export async function invoiceDocument(
  database: AppDatabase,
  invoiceId: string,
  documentId: string,
): Promise<{ number: string; pdf: Buffer } | undefined> {
  const invoice = await database.db
    .selectFrom("invoices")
    .select(["id", "number"])
    .where("id", "=", invoiceId)
    .executeTakeFirst();
  if (!invoice) return undefined;
  if (documentId === invoice.id) {
    const pdf = await invoicePdf(database, invoice.id);
    return pdf && { number: invoice.number, pdf };
  }
  const note = await database.db
    .selectFrom("credit_notes")
    .select(["id", "number"])
    .where("id", "=", documentId)
    .where("invoice_id", "=", invoice.id)
    .executeTakeFirst();
  const pdf = note && (await creditNotePdf(database, note.id));
  return note && pdf ? { number: note.number, pdf } : undefined;
}
