import { formatDate } from "~/features/admin";
import type { Words } from "~/i18n/words";
import { fillTemplate } from "~/i18n/template";
import type { MissingAlt } from "~/features/blog";
import { isRefusal, refusalText, type FormRefusal } from "~/features/forms";
import type { Locale } from "~/i18n/locale";
import { altMissingMessage } from "./alt-message";

/** Fields the post editor marks with their own words beside them. */
const MARKED_FIELDS = new Set(["author", "slug", "publishedAt"]);

/** What the editor's action answered when it saved nothing (400 or 500). */
export type PostEditAnswer =
  | FormRefusal
  | { error: "altMissing"; missing: MissingAlt[] }
  | { error: "failed"; message: string };

/**
 * The sentence above the post editor's form after a refused save: a missing title in its own
 * words; fields whose problem is shown beside them only asked to be corrected.
 */
export function postEditMessage(
  t: Words<"admin">,
  answer: PostEditAnswer | undefined,
  locale: Locale,
): string | undefined {
  if (!answer) return undefined;
  if (isRefusal(answer)) {
    const fields = Object.keys(answer.problems);
    if (answer.problems.title === "REQUIRED") return t.posts.titleRequired;
    return refusalText(
      t,
      answer,
      fields.every((field) => MARKED_FIELDS.has(field)),
    );
  }
  return answer.error === "failed"
    ? answer.message
    : altMissingMessage(t.posts.altMissing, answer.missing, locale);
}

/**
 * What the editor says after `done` (`?done=` of the address it came back to): saved,
 * published, scheduled for the post's time, or taken offline.
 */
export function postNotice(
  t: Words<"admin">,
  done: string | null,
  post: { publishedAt: string | null } | null,
  locale: Locale,
): string | undefined {
  if (done === "schedule" && post?.publishedAt)
    return fillTemplate(t.posts.scheduledToast, { date: formatDate(post.publishedAt, locale) });
  const notices: Record<string, string> = {
    save: t.posts.saved,
    publish: t.posts.publishedToast,
    unpublish: t.posts.unpublishedToast,
  };
  return done ? notices[done] : undefined;
}
