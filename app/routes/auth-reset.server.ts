import * as z from "zod";
import { adminForm, line, secret } from "~/features/forms/index.server";

/** A new password from the e-mailed link: its token and the password exactly as typed. */
export const resetForm = adminForm(
  z.object({ token: line(500, { clip: true }), password: secret() }),
  { raw: ["password"] },
);
