import type { Kysely } from "kysely";
import * as z from "zod";
import { nowIso } from "~/db/db.server";
import type { Database } from "~/db/schema";
import type { RouterContextProvider } from "react-router";
import { adminForm } from "~/features/forms/index.server";
import { tooDeep } from "~/lib/json-depth";
import { getRuntime } from "~/runtime/runtime.server";
import { adminAction } from "./admin-action.server";

/** Typing kept for one person and one thing edited ("page:home", "post:<id>"). */
export interface StoredAutosave {
  value: unknown;
  base: string;
  savedAt: string;
}

/** Replaces this person's copy of the typing (one per thing edited and person). */
export async function writeAutosave(
  db: Kysely<Database>,
  target: string,
  userId: string,
  value: unknown,
  base: string,
): Promise<string> {
  const savedAt = nowIso();
  const row = { data: JSON.stringify(value), base, saved_at: savedAt };
  await db
    .insertInto("autosaves")
    .values({ target, user_id: userId, ...row })
    .onConflict((oc) => oc.columns(["target", "user_id"]).doUpdateSet(row))
    .execute();
  return savedAt;
}

export async function readAutosave(
  db: Kysely<Database>,
  target: string,
  userId: string,
): Promise<StoredAutosave | null> {
  const row = await db
    .selectFrom("autosaves")
    .select(["data", "base", "saved_at"])
    .where("target", "=", target)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return null;
  try {
    return { value: JSON.parse(row.data) as unknown, base: row.base, savedAt: row.saved_at };
  } catch {
    return null;
  }
}

/** A save, a publish or "discard" ends what was kept. */
export async function clearAutosave(db: Kysely<Database>, target: string, userId: string) {
  await db
    .deleteFrom("autosaves")
    .where("target", "=", target)
    .where("user_id", "=", userId)
    .execute();
}

/** A page document is a few dozen KB, a post's text less: the bound stops a forged body early. */
const MAX_DOCUMENT_CHARS = 600_000;

const autosaveForm = adminForm(
  z.discriminatedUnion("intent", [
    z.object({
      intent: z.literal("autosave"),
      base: z.string({ error: "INVALID" }).max(40, "INVALID"),
      document: z.string({ error: "INVALID" }).max(MAX_DOCUMENT_CHARS, "TOO_LONG"),
    }),
    z.object({ intent: z.literal("discard") }),
  ]),
  { raw: ["document"] },
);

/**
 * An editor's autosave address: keeps the typing sent (after `clean`, which shapes and sanitises
 * it as the editor's real save would, but keeps what is still incomplete), or drops it
 * ("discard"). Answered as JSON to the editor's own fetch, so a dropped connection is the
 * editor's to report, and nothing on the screen reloads. `target` may throw a 404.
 */
export async function autosaveAction(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  {
    target,
    clean,
  }: {
    target: () => Promise<string> | string;
    clean: (sent: unknown) => Promise<unknown> | unknown;
  },
) {
  return adminAction(args, { form: autosaveForm }, async (user, form) => {
    const { database } = await getRuntime();
    const input = form.data;
    const key = await target();
    if (input.intent === "discard") {
      await clearAutosave(database.db, key, user.id);
      return Response.json({ outcome: "discarded" });
    }
    let sent: unknown;
    try {
      sent = JSON.parse(input.document);
      if (tooDeep(sent)) throw new Error("nested too deeply");
    } catch {
      return Response.json({ refused: "form", problems: {}, sent: {} }, { status: 400 });
    }
    const value = await clean(sent);
    const savedAt = await writeAutosave(database.db, key, user.id, value, input.base);
    return Response.json({ outcome: "autosaved", savedAt });
  });
}
