import type { AppDatabase } from "~/db/db.server";
import { formatFcfa } from "~/content/pricing";
import { formatDay } from "~/features/devis";
import { queueEmail } from "~/features/mail/index.server";
import { fillTemplate } from "~/i18n/template";
import { invoiceWords, words } from "~/i18n/words/invoices";
import { recordStep } from "./audit.server";
import { receiptFileName, receiptPdf } from "./documents.server";

export type ReceiptOutcome =
  { ok: true; to: string } | { ok: false; reason: "unknown" | "no-email" };

/**
 * Sends a payment's receipt to the invoice's client through the outbox, on a staff member's
 * request: the e-mail, its PDF and the change log's line in one transaction; SMTP later.
 */
export async function sendReceipt(
  database: AppDatabase,
  input: {
    invoiceId: string;
    paymentId: string;
    userId: string | null;
    company: { name: string; email: string };
  },
): Promise<ReceiptOutcome> {
  const drawn = await receiptPdf(database, input.invoiceId, input.paymentId);
  if (!drawn) return { ok: false, reason: "unknown" };
  const { file, payment, pdf } = drawn;
  const { invoice } = file;
  if (!invoice.client_email) return { ok: false, reason: "no-email" };
  const locale = invoice.locale === "en" ? "en" : "fr";
  const w = words(locale, invoiceWords).email;
  const upTo = file.payments.slice(0, file.payments.indexOf(payment) + 1);
  const left = Math.max(
    0,
    invoice.total - file.state.credited - upTo.reduce((n, p) => n + p.amount, 0),
  );
  const fill = (text: string) =>
    fillTemplate(text, {
      name: invoice.client_name,
      number: invoice.number,
      company: input.company.name,
      amount: formatFcfa(payment.amount, locale),
      date: formatDay(payment.paid_on, locale),
      left: formatFcfa(left, locale),
    });
  await database.db.transaction().execute(async (trx) => {
    await queueEmail(trx, {
      kind: "receipt",
      to: invoice.client_email,
      replyTo: input.company.email,
      subject: fill(w.subject),
      text: `${fill(w.body)}\n\n${fill(w.sign)}`,
      relatedType: "invoice",
      relatedId: invoice.id,
      attachments: [
        {
          filename: receiptFileName(invoice.number, payment.paid_on),
          contentType: "application/pdf",
          content: pdf,
        },
      ],
    });
    await recordStep(
      trx,
      input.userId,
      "invoice.receipt",
      { type: "invoice", id: invoice.id },
      {
        payment: payment.id,
        invoice: invoice.number,
      },
    );
  });
  return { ok: true, to: invoice.client_email };
}
