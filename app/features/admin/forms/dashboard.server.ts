import * as z from "zod";
import { adminForm } from "../admin-form.server";

/** The dashboard's one button: remove every demo row. Its form carries nothing else. */
export const dashboardForm = adminForm(
  z.object({ intent: z.literal("remove-demo").default("remove-demo") }),
);
