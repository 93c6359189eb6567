import * as z from "zod";
import { ROLES, type Role } from "~/features/auth";
import { adminForm, choice, id, line, secret } from "~/features/forms/index.server";

const role = () => choice(ROLES as readonly [Role, ...Role[]]);

/**
 * /admin/accounts: create an account (the main button, which names no intent: with a password, or
 * without one to send an invitation), change someone's role, remove someone.
 */
export const accountsForm = adminForm(
  z.discriminatedUnion("intent", [
    z.object({
      intent: z.literal("create").default("create"),
      email: line(254, { required: true })
        .transform((v) => v.toLowerCase())
        .pipe(z.string().regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, "EMAIL")),
      name: line(80, { clip: true }),
      role: role(),
      // Empty: the person chooses their own password from an invitation.
      password: secret().refine((p) => p === "" || p.length >= 12, "PASSWORD"),
    }),
    z.object({ intent: z.literal("role"), userId: id(), role: role() }),
    z.object({ intent: z.literal("remove"), userId: id() }),
  ]),
  { raw: ["password"] },
);
