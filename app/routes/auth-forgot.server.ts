import * as z from "zod";
import { adminForm, line } from "~/features/forms/index.server";

/** "Mot de passe oublié": the address to send a link to, if it has an account. */
export const forgotForm = adminForm(
  z.object({ email: line(320, { clip: true }).transform((email) => email.toLowerCase()) }),
);
