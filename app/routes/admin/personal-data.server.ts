import * as z from "zod";
import { parsePersonKey } from "~/features/privacy/index.server";
import { adminForm, line } from "~/features/forms/index.server";

/** /admin/personal-data: erase one person's data, after the confirmation step. */
export const personalDataForm = adminForm(
  z.object({
    intent: z.literal("erase"),
    // The address or number searched for, carried by the confirmation form.
    q: line(254).transform((q, ctx) => {
      const key = parsePersonKey(q);
      if (key) return key;
      ctx.addIssue({ code: "custom", message: "INVALID" });
      return z.NEVER;
    }),
  }),
);
