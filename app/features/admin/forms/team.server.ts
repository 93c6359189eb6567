import * as z from "zod";
import { teamMemberFields } from "~/features/site/people-form.server";
import { adminForm, id, upload } from "../admin-form.server";

/** /admin/team: add a member, save one (the form without an intent), move or remove one. */
export const teamForm = adminForm(
  z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("add"), ...teamMemberFields, photo: upload() }),
    z.object({
      intent: z.literal("save").default("save"),
      id: id(),
      ...teamMemberFields,
      photo: upload(),
    }),
    z.object({ intent: z.literal("remove"), id: id() }),
    z.object({ intent: z.literal("up"), id: id() }),
    z.object({ intent: z.literal("down"), id: id() }),
  ]),
  { keep: ["id"] },
);
