import { data } from "react-router";
import * as z from "zod";
import { allows, type SessionUser } from "~/features/auth/index.server";
import { getSiteData } from "~/features/company/index.server";
import { isDay, parseAmount } from "~/features/devis";
import { adminForm } from "~/features/forms/index.server";
import { PAYMENT_METHODS } from "~/features/invoices";
import { unprintable } from "~/features/devis/index.server";
import {
  creditNotePdf,
  issueCreditNote,
  type MoneyRefusal,
  recordPayment,
  sendReceipt,
} from "~/features/invoices/index.server";
import { log } from "~/lib/logger.server";
import { cleanLine } from "~/lib/clean-text";
import type { AppRuntime } from "~/runtime/runtime.server";

/**
 * /admin/invoices/:id: record a payment and send its receipt (any team member), issue a credit
 * note (administrators: an editor's forged post gets a 403). Amounts are whole FCFA, read on
 * the server; what the rules refuse comes back in words with a 4xx.
 */
const amount = () =>
  z.string({ error: "AMOUNT" }).transform((v, ctx) => {
    const n = parseAmount(v);
    if (n === undefined || n <= 0) {
      ctx.addIssue({ code: "custom", message: "AMOUNT" });
      return z.NEVER;
    }
    return n;
  });
const line = (max: number) =>
  z
    .string({ error: "INVALID" })
    .default("")
    .transform((v) => cleanLine(v).trim())
    .pipe(z.string().max(max, "TOO_LONG"));

/** The form's one-time key, drawn by the loader: a form sent twice records once. */
const key = z.string({ error: "INVALID" }).max(100, "INVALID").optional();

export const invoiceForm = adminForm(
  z.discriminatedUnion("intent", [
    z.object({
      intent: z.literal("payment"),
      amount: amount(),
      paidOn: z.string({ error: "INVALID" }).refine(isDay, "INVALID"),
      paymentMethod: z.enum(PAYMENT_METHODS, { error: "INVALID" }),
      reference: line(120),
      submission: key,
    }),
    z.object({
      intent: z.literal("credit"),
      amount: amount(),
      reason: line(300).pipe(z.string().min(1, "REQUIRED")),
      submission: key,
    }),
    z.object({ intent: z.literal("receipt"), payment: z.string({ error: "INVALID" }).max(100) }),
  ]),
  { keep: ["amount", "paidOn", "paymentMethod", "reference", "reason"] },
);

type InvoiceForm = z.output<typeof invoiceForm.schema>;

/** A refusal in words: 404 for what does not exist, 400 for what was typed, 409 for the rules. */
function refused(reason: MoneyRefusal | "no-email" | "unprintable") {
  const status =
    reason === "unknown" ? 404 : ["amount", "day", "unprintable"].includes(reason) ? 400 : 409;
  return data({ reason }, { status });
}

export async function runInvoiceAction(
  { database }: AppRuntime,
  user: SessionUser,
  invoiceId: string,
  form: InvoiceForm,
) {
  if (form.intent === "credit" && !allows(user, "admin"))
    throw data({ error: "FORBIDDEN" }, { status: 403 });
  // Printed on a receipt or a credit note: text the PDF font cannot draw would vanish there.
  const printed =
    form.intent === "payment" ? form.reference : form.intent === "credit" ? form.reason : "";
  if (unprintable(printed).length) return refused("unprintable");
  if (form.intent === "payment") {
    const paid = await recordPayment(database, {
      invoiceId,
      amount: form.amount,
      paidOn: form.paidOn,
      method: form.paymentMethod,
      reference: form.reference,
      userId: user.id,
      key: form.submission,
    });
    if (!paid.ok) return refused(paid.reason);
    return { notice: "paid" as const, payment: paid.id };
  }
  if (form.intent === "credit") {
    const credited = await issueCreditNote(database, {
      invoiceId,
      amount: form.amount,
      reason: form.reason,
      userId: user.id,
      key: form.submission,
    });
    if (!credited.ok) return refused(credited.reason);
    // Drawn once now; should drawing fail, the first download draws it from the stored rows.
    await creditNotePdf(database, credited.id).catch((error: unknown) =>
      log.error("credit note PDF not drawn at issue", { id: credited.id, error: String(error) }),
    );
    return { notice: "credited" as const, number: credited.number ?? "" };
  }
  const { company } = await getSiteData(database);
  const sent = await sendReceipt(database, {
    invoiceId,
    paymentId: form.payment,
    userId: user.id,
    company,
  });
  if (!sent.ok) return refused(sent.reason);
  return { notice: "receiptSent" as const, email: sent.to };
}
