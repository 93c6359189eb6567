import * as z from "zod";
import { partnerFields, partnerKind } from "~/features/company/index.server";
import { adminForm, id, mediaId, upload } from "~/features/forms/index.server";

/** /admin/clients: add a client or partner, save one (no intent), move or remove one. */
export const clientsForm = adminForm(
  z.discriminatedUnion("intent", [
    z.object({
      intent: z.literal("add"),
      ...partnerFields,
      logo: upload(),
      logoMediaId: mediaId(),
    }),
    z.object({
      intent: z.literal("save").default("save"),
      id: id(),
      ...partnerFields,
      logo: upload(),
      logoMediaId: mediaId(),
    }),
    z.object({ intent: z.literal("remove"), id: id() }),
    // Moves stay within the row's own list (clients or partners).
    z.object({ intent: z.literal("up"), id: id(), kind: partnerKind() }),
    z.object({ intent: z.literal("down"), id: id(), kind: partnerKind() }),
  ]),
  { keep: ["id"] },
);
