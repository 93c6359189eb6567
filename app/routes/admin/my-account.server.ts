import * as z from "zod";
import { adminForm, checkbox, choice, id, line, secret } from "~/features/forms/index.server";

/**
 * My account: second factor (start, confirm, disable), close another session, display name, the
 * Monday report, and
 * the password (the main button, which names no intent). Passwords are read as typed.
 */
export const myAccountForm = adminForm(
  z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("2fa-start"), password: secret() }),
    z.object({ intent: z.literal("2fa-confirm"), code: line(64, { clip: true }) }),
    z.object({ intent: z.literal("2fa-disable"), password: secret() }),
    z.object({ intent: z.literal("revoke"), session: id() }),
    z.object({ intent: z.literal("name"), name: line(80, { clip: true, required: true }) }),
    // The Monday report: administrators only.
    z.object({ intent: z.literal("report"), weekly: checkbox(), locale: choice(["fr", "en"]) }),
    z.object({
      intent: z.literal("password").default("password"),
      currentPassword: secret(),
      newPassword: secret().refine((p) => p.length >= 12, "PASSWORD"),
    }),
  ]),
  { raw: ["password", "currentPassword", "newPassword"] },
);
