import * as z from "zod";
import { privacySettingsSchema } from "~/features/privacy/privacy-settings.server";
import { companySettingsSchema } from "~/features/site/settings-schema.server";
import { devisSettingsSchema } from "~/features/devis/settings.server";
import { adminForm } from "../admin-form.server";

/**
 * /admin/settings: the company's identity (the form without an intent) and, in its own form,
 * the retention period and the legal notice, and what new devis start from. A refused form
 * comes back as typed.
 */
export const settingsForm = adminForm(
  z.discriminatedUnion("intent", [
    companySettingsSchema.extend({ intent: z.literal("company").default("company") }),
    privacySettingsSchema.extend({ intent: z.literal("privacy") }),
    devisSettingsSchema.extend({ intent: z.literal("devis") }),
  ]),
  { keep: "all" },
);
