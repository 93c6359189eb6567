import { useAdmin } from "~/features/admin";
import { toLomeInput } from "~/features/blog";
import type { FieldCode } from "~/features/forms";

/**
 * When the post comes out, typed in Lomé's time (which is UTC all year: the field shows what
 * Lomé's clocks show, whatever the device's own zone). Empty means "when published".
 */
export function PublishedAtField({
  id,
  publishedAt,
  problem,
}: {
  id: string;
  publishedAt: string | null;
  problem: FieldCode | undefined;
}) {
  const { t } = useAdmin();
  const words = t.posts.fields;
  return (
    <div>
      <label htmlFor={id} className="font-medium">
        {words.publishedAt}
      </label>
      <input
        id={id}
        name="publishedAt"
        type="datetime-local"
        defaultValue={publishedAt ? toLomeInput(publishedAt) : ""}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ""}`}
        className="mt-1 block rounded-lg border border-slate-400 px-3 py-2 aria-[invalid=true]:border-red-700"
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {words.publishedAtHint}
      </p>
      {problem && (
        <p id={`${id}-problem`} className="mt-1 text-sm font-semibold text-red-800">
          {t.site.problems[problem]}
        </p>
      )}
    </div>
  );
}
