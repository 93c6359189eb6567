import { useAdmin } from "~/features/admin";
import { MAX_SLUG_LENGTH } from "~/features/blog";
import type { FieldCode } from "~/features/forms";

/**
 * A post's address after /blog/, with its rule and what is wrong with it beside the field. No
 * `pattern` attribute: the server's refusal says in words which characters are allowed, and the
 * typed text stays in the field.
 */
export function SlugField({
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
  return (
    <div>
      <label htmlFor={id} className="font-medium">
        {words.slug}
      </label>
      <div className="mt-1 flex items-center rounded-lg border border-slate-400 focus-within:ring-2 has-[[aria-invalid=true]]:border-red-700">
        <span className="pl-3 text-slate-600" aria-hidden="true">
          /blog/
        </span>
        <input
          id={id}
          name="slug"
          defaultValue={defaultValue}
          placeholder={words.slugFromTitle}
          maxLength={MAX_SLUG_LENGTH}
          spellCheck={false}
          autoCapitalize="none"
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ""}`}
          className="block w-full rounded-r-lg px-1 py-2 outline-none"
        />
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {words.slugHint}
      </p>
      {problem && (
        <p id={`${id}-problem`} className="mt-1 text-sm font-semibold text-red-800">
          {t.site.problems[problem]}
        </p>
      )}
    </div>
  );
}
