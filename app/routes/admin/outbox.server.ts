import * as z from "zod";
import { adminForm, id } from "~/features/forms/index.server";

/** /admin/outbox: "Resend" one e-mail, or send a test e-mail to oneself. */
export const outboxForm = adminForm(
  z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("resend").default("resend"), id: id() }),
    z.object({ intent: z.literal("test") }),
  ]),
);
