import { Form, useNavigation } from "react-router";
import { fillTemplate } from "~/i18n/template";
import { useAdmin } from "~/features/admin";
import { signedBy, POST_LIMITS, type PostState } from "~/features/blog";
import type { FieldProblems } from "~/features/forms";
import type { Locale } from "~/i18n/locale";
import { useRootData } from "~/lib/root-data";
import { AuthorField } from "./author-field";
import { CoverPicker } from "./cover-picker";
import { RichTextEditor } from "./rich-text-editor";
import { PublishedAtField } from "./published-at-field";
import { SlugField } from "./slug-field";

/** What the form shows of a stored version of a post. */
export interface EditedPost {
  id: string;
  status: string;
  title: string;
  slug: string;
  excerpt: string;
  tags: string[];
  imageUrl: string | null;
  imageAlt: string | null;
  content: string;
  publishedAt: string | null;
}

/**
 * The form of one language version of a post: fields, cover and its description, the rich-text
 * body, save / publish / unpublish. Used alone (/admin/posts/:id) and twice, French beside
 * English (/admin/posts/:id/side-by-side); `idPrefix` keeps the two forms' ids apart and
 * `action` / `returnTo` send each one to its own version and back to the page it came from.
 * `author`: the stored signature, or the default of a new version (`defaultAuthor`).
 */
export function PostVersionForm({
  post,
  state = null,
  restoredFrom = null,
  author,
  problems = {},
  locale,
  translationOf,
  otherAlt,
  allTags,
  action,
  returnTo,
  idPrefix = "",
}: {
  post: EditedPost | null;
  /** Where the post stands now (by the server's clock); null for a new one. */
  state?: PostState | null;
  /** The history's version the form was filled from (unsaved), noted with the next save. */
  restoredFrom?: number | null;
  author: string;
  problems?: FieldProblems;
  locale: Locale;
  translationOf: { id: string; imageUrl: string | null } | null;
  otherAlt: string | null;
  allTags: string[];
  action?: string;
  returnTo?: string;
  idPrefix?: string;
}) {
  const { t, locale: adminLocale } = useAdmin();
  const { company } = useRootData();
  const busy = useNavigation().state !== "idle";
  const input = "mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2";
  return (
    <Form
      method="post"
      action={action}
      className="mt-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-5"
      lang={locale}
    >
      {returnTo && <input type="hidden" name="returnTo" value={returnTo} />}
      <input type="hidden" name="locale" value={locale} />
      {restoredFrom !== null && <input type="hidden" name="restoredFrom" value={restoredFrom} />}
      {!post && translationOf && (
        <input type="hidden" name="translationOf" value={translationOf.id} />
      )}
      <label className="font-medium">
        {t.posts.fields.title}
        <input
          name="title"
          required
          maxLength={POST_LIMITS.title}
          defaultValue={post?.title}
          className={input}
        />
      </label>
      <SlugField
        id={`${idPrefix}post-slug`}
        defaultValue={post?.slug ?? ""}
        problem={problems.slug}
      />
      <label className="font-medium">
        {t.posts.fields.excerpt}
        <textarea
          name="excerpt"
          rows={2}
          maxLength={POST_LIMITS.excerpt}
          defaultValue={post?.excerpt}
          className={input}
        />
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="font-medium">
          {t.posts.fields.tags}
          <input
            name="tags"
            list={`${idPrefix}known-tags`}
            defaultValue={post?.tags.join(", ")}
            className={input}
          />
          <datalist id={`${idPrefix}known-tags`}>
            {allTags.map((tag) => (
              <option key={tag} value={tag}>
                {tag}
              </option>
            ))}
          </datalist>
        </label>
        <AuthorField
          id={`${idPrefix}post-author`}
          defaultValue={signedBy(author, company.name)}
          problem={problems.author}
        />
      </div>
      <CoverPicker
        initialUrl={post?.imageUrl ?? translationOf?.imageUrl ?? null}
        label={t.posts.fields.cover}
        uploadLabel={t.posts.fields.coverUpload}
        failedLabel={t.posts.editor.uploadFailed}
        uploadingLabel={t.posts.editor.uploading}
        processingLabel={t.posts.editor.processing}
        locale={adminLocale}
      >
        <label className="mt-3 block font-medium">
          {t.posts.fields.coverAlt}
          <input
            name="imageAlt"
            maxLength={POST_LIMITS.imageAlt}
            defaultValue={post?.imageAlt ?? ""}
            aria-describedby={otherAlt ? `${idPrefix}other-alt` : undefined}
            className={input}
          />
        </label>
        {otherAlt && (
          <p id={`${idPrefix}other-alt`} className="mt-1 text-sm text-slate-600">
            {fillTemplate(t.posts.fields.otherAlt[locale === "fr" ? "en" : "fr"], {
              alt: otherAlt,
            })}
          </p>
        )}
      </CoverPicker>
      <div>
        <p className="mb-1 font-medium" id={`${idPrefix}content-label`}>
          {t.posts.fields.content}
        </p>
        <RichTextEditor
          name="content"
          initialHtml={post?.content ?? ""}
          labels={t.posts.editor}
          label={t.posts.fields.content}
        />
      </div>
      <PublishedAtField
        id={`${idPrefix}post-published-at`}
        publishedAt={post?.publishedAt ?? null}
        problem={problems.publishedAt}
      />
      <div className="flex flex-wrap gap-2">
        <button
          name="intent"
          value="save"
          disabled={busy}
          className="rounded-full border border-green-800 px-5 py-2 font-semibold text-green-900"
        >
          {t.posts.save}
        </button>
        {post?.status !== "published" && (
          <button
            name="intent"
            value="publish"
            disabled={busy}
            className="rounded-full bg-green-800 px-5 py-2 font-semibold text-white"
          >
            {t.posts.publish}
          </button>
        )}
        {post?.status === "published" && (
          <button
            name="intent"
            value="unpublish"
            disabled={busy}
            className="rounded-full border border-slate-500 px-5 py-2 font-semibold"
          >
            {state === "scheduled" ? t.posts.unschedule : t.posts.unpublish}
          </button>
        )}
      </div>
    </Form>
  );
}
