import { Form, href, Link } from "react-router";
import { formatDate, useAdmin } from "~/features/admin";
import type { ComparedField, PostDifference, PostVersionSummary } from "~/features/blog";
import { fillTemplate } from "~/i18n/template";

/** Who saved a version and when, in words. */
function savedLine(
  words: ReturnType<typeof useAdmin>["t"]["posts"]["history"],
  v: PostVersionSummary,
  locale: ReturnType<typeof useAdmin>["locale"],
): string {
  const date = formatDate(v.savedAt, locale);
  if (v.savedBy === "earlier") return fillTemplate(words.earlier, { date });
  if (v.savedBy === "unknown") return fillTemplate(words.savedUnknown, { date });
  return fillTemplate(words.savedBy, { date, name: v.savedBy.name });
}

/**
 * A post's saved versions, newest first; each earlier one can be compared with the post as it is
 * and put back into the editor (a form: the action notes it in the change log).
 */
export function PostVersionList({
  postId,
  versions,
}: {
  postId: string;
  versions: PostVersionSummary[];
}) {
  const { t, locale } = useAdmin();
  const words = t.posts.history;
  if (versions.length === 0) return <p className="mt-6 text-slate-700">{words.empty}</p>;
  return (
    <ol className="mt-6 grid gap-3">
      {versions.map((v, i) => (
        <li
          key={v.version}
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-3"
          data-version={v.version}
        >
          <div>
            <p className="font-semibold">
              {fillTemplate(words.version, { n: v.version })}{" "}
              {i === 0 && <span className="text-green-800">({words.current})</span>}
              {v.restoredFrom !== null && (
                <span className="font-normal text-slate-700">
                  {" "}
                  · {fillTemplate(words.restoredFrom, { n: v.restoredFrom })}
                </span>
              )}
            </p>
            <p className="text-sm text-slate-700">{savedLine(words, v, locale)}</p>
          </div>
          {i > 0 && (
            <div className="flex flex-wrap gap-2">
              <Link
                to={`${href("/admin/posts/:id/history", { id: postId })}?compare=${v.version}`}
                className="min-h-9 rounded-full border border-slate-400 px-3 py-1.5 text-sm"
              >
                {words.compare}
              </Link>
              <Form method="post">
                <input type="hidden" name="version" value={v.version} />
                <button
                  name="intent"
                  value="restore"
                  className="min-h-9 rounded-full bg-green-800 px-3 text-sm font-semibold text-white"
                >
                  {words.restore}
                </button>
              </Form>
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}

/** A version beside the post as it is: each field that differs, with its words on each side. */
export function PostComparison({
  version,
  differences,
}: {
  version: number;
  differences: PostDifference[];
}) {
  const { t } = useAdmin();
  const words = t.posts.history;
  const labels: Record<ComparedField, string> = {
    title: t.posts.fields.title,
    slug: t.posts.fields.slug,
    excerpt: t.posts.fields.excerpt,
    content: t.posts.fields.content,
    tags: t.posts.fields.tags,
    imageUrl: t.posts.fields.cover,
    imageAlt: t.posts.fields.coverAlt,
    author: t.posts.fields.author,
    state: words.state,
  };
  const cell = (lines: string[], mark: string) => (
    <td className="p-2">
      {lines.map((line, i) => (
        <p key={i} className={`mb-1 rounded px-1 ${mark}`}>
          {line}
        </p>
      ))}
    </td>
  );
  return (
    <section
      className="mt-6 rounded-xl border border-slate-200 bg-white p-4"
      aria-labelledby="post-diff-title"
    >
      <h2 id="post-diff-title" className="text-lg font-bold">
        {fillTemplate(words.differences, { n: version })}
      </h2>
      {differences.length === 0 ? (
        <p className="mt-2">{words.none}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          {differences.some((d) => d.field === "content") && (
            <p className="mb-2 text-sm text-slate-700">{words.contentHint}</p>
          )}
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th className="p-2">{words.field}</th>
                <th className="p-2">{fillTemplate(words.before, { n: version })}</th>
                <th className="p-2">{words.after}</th>
              </tr>
            </thead>
            <tbody>
              {differences.map((d) => (
                <tr
                  key={d.field}
                  className="border-t border-slate-200 align-top"
                  data-difference={d.field}
                >
                  <th scope="row" className="p-2 font-semibold">
                    {labels[d.field]}
                  </th>
                  {cell(d.before, d.field === "content" ? "bg-red-50 text-red-900" : "")}
                  {cell(d.after, d.field === "content" ? "bg-green-50 text-green-900" : "")}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
