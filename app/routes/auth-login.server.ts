import * as z from "zod";
import { adminForm, line, secret } from "~/features/forms/index.server";

/**
 * The sign-in form, read like every other form. A `code` field means the second step (the
 * authenticator's code). Passwords are only hashed, never stored or shown: they are taken
 * exactly as typed.
 */
export const signInForm = adminForm(
  z.object({
    email: line(320, { clip: true }),
    password: secret(),
    code: z.string({ error: "INVALID" }).max(64, "TOO_LONG").optional(),
    // Checked by safeRedirect as sent: cleaning it first could turn a refused target into another.
    redirectTo: z
      .unknown()
      .optional()
      .transform((v) => (typeof v === "string" ? v : undefined)),
  }),
  { raw: ["password", "redirectTo"] },
);
