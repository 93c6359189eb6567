import { data } from "react-router";
import * as z from "zod";
import { audit, type SessionUser } from "~/features/auth/index.server";
import { adminForm, id, line } from "~/features/forms/index.server";
import {
  describeMedia,
  forgetCachedMedia,
  MAX_DESCRIPTION,
  mediaCacheDir,
  type MediaUsage,
  removeUnusedMedia,
} from "~/features/media/index.server";
import { getRuntime } from "~/runtime/runtime.server";

/** /admin/library: save a picture's description, or delete a picture nothing uses. */
export const libraryForm = adminForm(
  z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("describe"), id: id(), description: line(MAX_DESCRIPTION) }),
    z.object({ intent: z.literal("remove"), id: id() }),
  ]),
  { keep: ["id"] },
);

/** What the library's action answers; the page shows it as its one notice. */
export type LibraryOutcome =
  | { outcome: "described"; id: string }
  | { outcome: "removed"; name: string }
  /** Refused (409): the picture is used, and where. */
  | { outcome: "used"; id: string; name: string; usage: MediaUsage }
  /** The picture is no longer there (deleted in another tab, or an id no page offers): 404. */
  | { outcome: "gone" };

const gone = () => data({ outcome: "gone" } satisfies LibraryOutcome, { status: 404 });

export async function libraryAction(user: SessionUser, input: z.output<typeof libraryForm.schema>) {
  const { database, config } = await getRuntime();
  if (input.intent === "describe") {
    if (!(await describeMedia(database, input.id, input.description))) return gone();
    await audit(
      user,
      "media.describe",
      { type: "media", id: input.id },
      { description: input.description },
    );
    return { outcome: "described", id: input.id } satisfies LibraryOutcome;
  }
  const removed = await removeUnusedMedia(database, input.id);
  if (!removed.ok && removed.reason === "missing") return gone();
  if (!removed.ok)
    return data(
      {
        outcome: "used",
        id: input.id,
        name: removed.name,
        usage: removed.usage,
      } satisfies LibraryOutcome,
      { status: 409 },
    );
  // This process's cached copies go at once; the others' when next asked (readMediaFile).
  await forgetCachedMedia(mediaCacheDir(config.DATA_DIR), input.id);
  await audit(
    user,
    "media.remove",
    { type: "media", id: input.id },
    { name: removed.name, bytes: removed.bytes },
  );
  return { outcome: "removed", name: removed.name } satisfies LibraryOutcome;
}
