import * as z from "zod";
import { adminForm } from "~/features/forms/index.server";

/**
 * The dashboard's one button: remove every demo row, once confirmed (the confirmation step sends
 * `confirm=yes`; a post without it changes nothing).
 */
export const dashboardForm = adminForm(
  z.object({
    intent: z.literal("remove-demo").default("remove-demo"),
    confirm: z.literal("yes", { error: "INVALID" }),
  }),
);
