import * as z from "zod";
import { privacySettingsSchema, companySettingsSchema } from "~/features/company/index.server";
import { devisSettingsSchema } from "~/features/devis/index.server";
import { invoiceSettingsSchema } from "~/features/invoices/index.server";
import { adminForm } from "~/features/forms/index.server";

/**
 * /admin/settings: the company's identity (the main button, which names no intent) and, in its own
 * form, the retention period and the legal notice, and in a third what new devis start from. A
 * refused form comes back as typed.
 */
export const settingsForm = adminForm(
  z.discriminatedUnion("intent", [
    companySettingsSchema.extend({ intent: z.literal("company").default("company") }),
    privacySettingsSchema.extend({ intent: z.literal("privacy") }),
    devisSettingsSchema.extend({ intent: z.literal("devis") }),
    invoiceSettingsSchema.extend({ intent: z.literal("invoices") }),
  ]),
  { keep: "all" },
);
