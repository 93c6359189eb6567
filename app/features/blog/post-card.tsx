import { CalendarDays, Clock, UserRound } from "~/components/icons";
import { useLocalizedPath, useRootData } from "~/lib/root-data";
import { useContentLang } from "./content-lang";
import { fillTemplate } from "~/i18n/template";
import { signedBy } from "./format";
import { ListLink } from "./list-link";
import { plural } from "~/lib/plural";
import { PostImage } from "./post-image";
import type { PostCardData } from "./types";

/** Cards show at most three tags (docs/product/screens.md#blog), then "+N". */
export const CARD_TAGS = 3;
export const CARD_IMAGE_SIZES = "(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw";

/**
 * A tag that filters the list (in place on the list's own page). The link is 44 px tall for
 * fingers while the pill looks small; screen readers hear what it does, not just the word.
 */
export function TagLink({ tag, lang }: { tag: string; lang?: string }) {
  const { ui } = useRootData();
  return (
    <ListLink tag={tag} className="group inline-flex min-h-11 min-w-11 items-center justify-center">
      <span className="rounded-full bg-green-50 px-3 py-1 text-sm font-medium text-green-800 ring-1 ring-green-200 group-hover:bg-green-100 group-focus-visible:ring-2 group-focus-visible:ring-green-800">
        <span className="sr-only">{ui.pages.blog.filterByTag} </span>
        <span lang={lang}>{tag}</span>
      </span>
    </ListLink>
  );
}

export function PostMeta({
  post,
}: {
  post: Pick<PostCardData, "author" | "dateLabel" | "readingMinutes" | "publishedAt" | "createdAt">;
}) {
  const { ui, company } = useRootData();
  const t = ui.pages.blog;
  return (
    <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
      <li className="inline-flex items-center gap-1.5">
        <UserRound aria-hidden="true" className="h-4 w-4" />
        {fillTemplate(t.by, { author: signedBy(post.author, company.name) })}
      </li>
      <li className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="h-4 w-4" />
        <time dateTime={post.publishedAt ?? post.createdAt}>{post.dateLabel}</time>
      </li>
      <li className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="h-4 w-4" />
        {fillTemplate(t.readingTime, { minutes: post.readingMinutes })}
      </li>
    </ul>
  );
}

/**
 * A post in the list (and under an article): picture, tags, title, excerpt, meta, read link. Its
 * links to the article are plain (`data-plain-link`): opening one never waits for an island.
 */
export function PostCard({ post, headingLevel = 2 }: { post: PostCardData; headingLevel?: 2 | 3 }) {
  const { ui, locale } = useRootData();
  const t = ui.pages.blog;
  const to = useLocalizedPath();
  const href = to(`/blog/${post.slug}`);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const lang = useContentLang(post.locale);
  const extra = post.tags.length - CARD_TAGS;
  return (
    <article
      className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md"
      data-testid="post-card"
    >
      <div className="aspect-[4/3] overflow-hidden bg-green-50">
        {post.imageUrl && (
          <PostImage
            src={post.imageUrl}
            alt={post.imageAlt ?? ""}
            media={post.coverImage}
            sizes={CARD_IMAGE_SIZES}
            className="h-full w-full object-cover"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        {post.tags.length > 0 && (
          <ul className="-my-2 flex flex-wrap items-center gap-x-1.5">
            {post.tags.slice(0, CARD_TAGS).map((tag) => (
              <li key={tag}>
                <TagLink tag={tag} lang={lang} />
              </li>
            ))}
            {extra > 0 && (
              <li className="text-sm font-medium text-slate-600">
                <span aria-hidden="true">+{extra}</span>
                <span className="sr-only">{plural(locale, extra, t.moreTags)}</span>
              </li>
            )}
          </ul>
        )}
        {lang && (
          <p className="-mb-1 text-sm font-semibold text-amber-800" data-testid="post-language">
            {t.writtenIn[lang]}
          </p>
        )}
        <Heading lang={lang} className="text-xl leading-snug font-bold text-slate-900">
          <a href={href} data-plain-link="" className="hover:text-green-800 hover:underline">
            {post.title}
          </a>
        </Heading>
        {post.excerpt && (
          <p lang={lang} className="line-clamp-3 text-slate-700">
            {post.excerpt}
          </p>
        )}
        <div className="mt-auto flex flex-col gap-3 pt-2">
          <PostMeta post={post} />
          <a
            href={href}
            data-plain-link=""
            className="inline-flex min-h-11 items-center gap-1 self-start font-semibold text-green-800 hover:text-green-900 hover:underline"
          >
            {t.readMore}
            <span className="sr-only"> — {post.title}</span>
            <span aria-hidden="true">→</span>
          </a>
        </div>
      </div>
    </article>
  );
}
