import * as z from "zod";
import { adminForm } from "~/features/forms/index.server";
import { INVOICE_KINDS } from "~/features/invoices";
import { wholeNumber } from "~/features/invoices/index.server";

/** /admin/invoices/new: which invoice of which devis, and its payment term. */
export const issueForm = adminForm(
  z.object({
    devis: z.string({ error: "INVALID" }).max(100, "INVALID"),
    kind: z.enum(INVOICE_KINDS, { error: "INVALID" }),
    termDays: wholeNumber(0, 365),
  }),
);
