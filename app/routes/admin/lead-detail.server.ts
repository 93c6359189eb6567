import * as z from "zod";
import { LEAD_STATUSES } from "~/features/leads";
import type { LeadStatus } from "~/db/schema";
import { adminForm, choice, id, text } from "~/features/forms/index.server";

/**
 * A lead's page: its status, who follows it, an internal note (the main button, which names no
 * intent).
 */
export const leadDetailForm = adminForm(
  z.discriminatedUnion("intent", [
    z.object({
      intent: z.literal("status"),
      status: choice(LEAD_STATUSES as readonly [LeadStatus, ...LeadStatus[]]),
    }),
    // "" is nobody.
    z.object({ intent: z.literal("assign"), assignee: z.union([z.literal(""), id()]).default("") }),
    z.object({
      intent: z.literal("note").default("note"),
      note: text(4000, { required: true, clip: true }),
    }),
  ]),
);
