import { fillTemplate } from "~/i18n/template";
import { useAdmin } from "~/features/admin";
import { POST_LIMITS } from "~/features/blog";
import type { FieldCode } from "~/features/forms";

/**
 * The name a version is signed with, and what is wrong with it beside the field: an author is
 * required (readers see it under the title) and at most POST_LIMITS.author characters.
 */
export function AuthorField({
  id,
  defaultValue,
  problem,
}: {
  id: string;
  defaultValue: string;
  problem: FieldCode | undefined;
}) {
  const { t } = useAdmin();
  const words = t.posts.fields;
  const message =
    problem === "REQUIRED"
      ? words.authorRequired
      : problem === "TOO_LONG"
        ? fillTemplate(words.authorTooLong, { max: POST_LIMITS.author })
        : problem && t.site.problems[problem];
  return (
    <div>
      <label htmlFor={id} className="font-medium">
        {words.author}
      </label>
      <input
        id={id}
        name="author"
        required
        maxLength={POST_LIMITS.author}
        defaultValue={defaultValue}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ""}`}
        className="mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2 aria-[invalid=true]:border-red-700"
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {words.authorHint}
      </p>
      {message && (
        <p id={`${id}-problem`} className="mt-1 text-sm font-semibold text-red-800">
          {message}
        </p>
      )}
    </div>
  );
}
