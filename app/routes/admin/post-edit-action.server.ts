import { data, href, redirect, type RouterContextProvider } from "react-router";
import { adminAction, clearAutosave } from "~/features/admin/index.server";
import { audit } from "~/features/auth/index.server";
import { blogErrorMessage, postState } from "~/features/blog";
import {
  AltTextMissing,
  authorToStore,
  createPost,
  deletePost,
  readPostVersion,
  SlugTaken,
  updatePost,
} from "~/features/blog/index.server";
import type { FormRefusal } from "~/features/forms";
import { localizePath } from "~/i18n/locale";
import { getLocale } from "~/lib/locale.server";
import { log } from "~/lib/logger.server";
import { getRuntime } from "~/runtime/runtime.server";
import { postEditForm } from "./post-edit.server";

const ACTIONS = {
  save: "update",
  publish: "publish",
  unpublish: "unpublish",
  delete: "delete",
} as const;

/**
 * The post editor's action: create (no `id`) or change a post, publish, schedule, unpublish or
 * delete it, then go back to the editor (or the side-by-side page) with what was done.
 */
export function postEditAction(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  id: string | undefined,
) {
  return adminAction({ request, context }, { form: postEditForm }, async (user, form) => {
    const { database } = await getRuntime();
    const input = form.data;
    // The next screen keeps the staff member's language, and the side-by-side page when the form
    // came from it (only that page of the admin: never an address taken from the form as it is).
    const staff = (path: string) => localizePath(path, getLocale(request));
    try {
      if (input.intent === "delete") {
        if (!id || !(await deletePost(database, id))) throw data(null, { status: 404 });
        await audit(user, "post.delete", { type: "post", id });
        throw redirect(staff(`${href("/admin/posts")}?done=delete`));
      }
      const { intent, author, locale, translationOf, returnTo, restoredFrom, ...fields } = input;
      // Who saves, by name, for the post's history.
      const by = { id: user.id, name: user.name };
      const back = (postId: string, done: string) =>
        staff(
          returnTo
            ? `${returnTo}?done=${done}&version=${locale}`
            : `${href("/admin/posts/:id", { id: postId })}?done=${done}`,
        );
      const authorName = await authorToStore(database, {
        typed: author,
        locale,
        staffName: user.name,
        postId: id,
        translationOf: translationOf || undefined,
      });
      // Publishing with a time still ahead schedules the post: said so, in the log too.
      const done = (post: { status: "draft" | "published"; publishedAt: string | null }) =>
        intent === "publish" && postState(post, new Date().toISOString()) === "scheduled"
          ? "schedule"
          : intent;
      if (!id) {
        const post = await createPost(
          database,
          {
            ...fields,
            status: intent === "publish" ? "published" : "draft",
            locale,
            translationOf: translationOf || undefined,
          },
          { id: user.id, name: authorName! },
          by,
        );
        await audit(user, "post.create", { type: "post", id: post.id });
        if (done(post) === "schedule")
          await audit(user, "post.schedule", { type: "post", id: post.id });
        throw redirect(back(post.id, intent === "publish" ? done(post) : "save"));
      }
      // The fields and the status change in one write: a refused publication saves nothing.
      const status = ({ publish: "published", unpublish: "draft", save: undefined } as const)[
        intent
      ];
      // A version put back from the history is named only if it is one of this post's.
      const from =
        restoredFrom && (await readPostVersion(database, id, restoredFrom))
          ? restoredFrom
          : undefined;
      const saved = await updatePost(
        database,
        id,
        { ...fields, author: authorName, status },
        { by, restoredFrom: from },
      );
      if (!saved) throw data(null, { status: 404 });
      // Saved: the typing the autosave kept for this person is spent.
      await clearAutosave(database.db, `post:${id}`, user.id);
      await audit(user, `post.${done(saved)}`, { type: "post", id });
      throw redirect(back(id, done(saved)));
    } catch (error) {
      if (
        error instanceof Response ||
        (error as { type?: string })?.type === "DataWithResponseInit"
      )
        throw error;
      // A cover or a picture of the text has no description: the data layer refused to publish.
      if (error instanceof AltTextMissing)
        return data({ error: "altMissing" as const, missing: error.missing }, { status: 400 });
      // The typed address is another post's, now or formerly: said beside the field.
      if (error instanceof SlugTaken) {
        const code = error.by === "post" ? "SLUG_TAKEN" : "SLUG_FORMER";
        const refusal: FormRefusal = { refused: "fields", problems: { slug: code }, sent: {} };
        return data(refusal, { status: 400 });
      }
      // "Failed to update blog post" and its relatives (docs/product/forms.md#admin-messages).
      log.error("post change failed", { intent: input.intent, error });
      const failed = `${id ? ACTIONS[input.intent] : "create"} blog post`;
      return data(
        { error: "failed" as const, message: blogErrorMessage(error, failed) },
        { status: 500 },
      );
    }
  });
}
