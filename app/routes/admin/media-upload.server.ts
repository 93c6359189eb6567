import * as z from "zod";
import { adminForm, upload } from "~/features/forms/index.server";

/** The editor's picture upload (cover and pictures of the text), sent by its script. */
export const mediaForm = adminForm(
  z.object({ intent: z.literal("upload").default("upload"), file: upload() }),
);
