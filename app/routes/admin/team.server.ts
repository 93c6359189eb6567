import * as z from "zod";
import { teamMemberFields } from "~/features/company/index.server";
import { adminForm, id, mediaId, upload } from "~/features/forms/index.server";

/**
 * /admin/team: add a member, save one (the main button, which names no intent), move or remove
 * one.
 */
export const teamForm = adminForm(
  z.discriminatedUnion("intent", [
    z.object({
      intent: z.literal("add"),
      ...teamMemberFields,
      photo: upload(),
      photoMediaId: mediaId(),
    }),
    z.object({
      intent: z.literal("save").default("save"),
      id: id(),
      ...teamMemberFields,
      photo: upload(),
      photoMediaId: mediaId(),
    }),
    z.object({ intent: z.literal("remove"), id: id() }),
    z.object({ intent: z.literal("up"), id: id() }),
    z.object({ intent: z.literal("down"), id: id() }),
  ]),
  { keep: ["id"] },
);
