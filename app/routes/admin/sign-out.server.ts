import * as z from "zod";
import { adminForm, choice } from "~/features/forms/index.server";

/** The frame's two sign-out buttons: this session, or every session of the account. */
export const signOutForm = adminForm(
  z.object({
    intent: z.literal("sign-out").default("sign-out"),
    scope: choice(["here", "everywhere"]).default("here"),
  }),
);
