import * as z from "zod";
import { adminAction } from "~/features/admin/index.server";
import { adminForm } from "~/features/forms/index.server";
import { PAGES, check } from "~/features/pages";
import { tooDeep } from "~/lib/json-depth";
import { getRuntime } from "~/runtime/runtime.server";
import { clearAutosave, writeAutosave } from "./autosaves.server";
import {
  checkContext,
  MAX_DOCUMENT_CHARS,
  pageKeyOf,
  revision,
  sanitizeRich,
} from "./page-actions.server";

export const autosaveForm = adminForm(
  z.discriminatedUnion("intent", [
    z.object({
      intent: z.literal("autosave"),
      revision: revision(),
      document: z.string().max(MAX_DOCUMENT_CHARS, "TOO_LONG"),
    }),
    z.object({ intent: z.literal("discard") }),
  ]),
  { raw: ["document"] },
);

/** What the editor's autosave hears back. */
export type AutosaveAnswer = { outcome: "autosaved"; savedAt: string } | { outcome: "discarded" };

/**
 * The editor's typing, kept every few seconds apart from the draft (which only ever holds a
 * checked document), or dropped ("discard"). Answered as JSON to the editor's own fetch, so a
 * dropped connection is the editor's to report, and nothing on the screen reloads.
 */
export async function autosaveAction(request: Request, param: string | undefined) {
  return adminAction(request, { role: "editor", form: autosaveForm }, async (user, form) => {
    const page = pageKeyOf(param);
    const { database } = await getRuntime();
    const input = form.data;
    if (input.intent === "discard") {
      await clearAutosave(database.db, page, user.id);
      return Response.json({ outcome: "discarded" } satisfies AutosaveAnswer);
    }
    let sent: unknown;
    try {
      sent = JSON.parse(input.document);
      if (tooDeep(sent)) throw new Error("nested too deeply");
    } catch {
      return Response.json({ refused: "form", problems: {}, sent: {} }, { status: 400 });
    }
    // Kept in the checked shape, problems and all: it only ever goes back into this editor.
    const { doc } = check(PAGES[page].fields, sent, await checkContext(page, sent));
    const clean = sanitizeRich(PAGES[page].fields, doc);
    const savedAt = await writeAutosave(database.db, page, user.id, clean, input.revision);
    return Response.json({ outcome: "autosaved", savedAt } satisfies AutosaveAnswer);
  });
}
