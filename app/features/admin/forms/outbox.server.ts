import * as z from "zod";
import { adminForm, id } from "../admin-form.server";

/** /admin/outbox: "Resend" one e-mail. */
export const outboxForm = adminForm(
  z.object({ intent: z.literal("resend").default("resend"), id: id() }),
);
