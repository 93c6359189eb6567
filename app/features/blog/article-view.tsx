import { ArrowLeft, UserRound } from "~/components/icons";
import { Link } from "react-router";
import { useLocalizedPath, useRootData } from "~/lib/root-data";
import type { ArticleData } from "./article-data";
import { useContentLang } from "./content-lang";
import { signedBy } from "./format";
import { PostCard, PostMeta, TagLink } from "./post-card";
import { PostImage } from "./post-image";
import { PROSE } from "./prose";
import ShareButton from "./share-button.island";
import type { PostCardData } from "./types";

export function ArticleHeader({ post, sharePath }: { post: ArticleData; sharePath: string }) {
  const { ui } = useRootData();
  const to = useLocalizedPath();
  const lang = useContentLang(post.locale);
  return (
    <header className="bg-gradient-to-b from-green-50 to-white px-4 pt-8 pb-10 sm:pt-12">
      <div className="mx-auto max-w-3xl">
        <Link
          to={to("/blog")}
          className="-ml-2 inline-flex min-h-11 items-center gap-2 rounded-full px-2 font-semibold text-green-800 hover:text-green-950 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="h-5 w-5" />
          {ui.pages.article.backToBlog}
        </Link>
        {post.tags.length > 0 && (
          <ul aria-label={ui.pages.article.tags} className="mt-4 flex flex-wrap gap-x-1.5">
            {post.tags.map((tag) => (
              <li key={tag}>
                <TagLink tag={tag} lang={lang} />
              </li>
            ))}
          </ul>
        )}
        <h1
          id="article-title"
          lang={lang}
          className="mt-3 text-3xl leading-tight font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl lg:text-5xl"
        >
          {post.title}
        </h1>
        {post.excerpt && (
          <p lang={lang} className="mt-5 text-xl leading-relaxed text-slate-700">
            {post.excerpt}
          </p>
        )}
        <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
          <PostMeta post={post} />
          <ShareButton path={sharePath} title={post.title} />
        </div>
      </div>
    </header>
  );
}

/** The cover's frame: max-w-5xl (64rem) inside the page's 1rem side padding. */
const COVER_SIZES = "(min-width: 66rem) 64rem, calc(100vw - 2rem)";

export function ArticleBody({ post }: { post: ArticleData }) {
  const { ui } = useRootData();
  const lang = useContentLang(post.locale);
  return (
    <div className="px-4">
      {post.imageUrl && (
        <div className="mx-auto max-w-5xl overflow-hidden rounded-2xl bg-green-50">
          <PostImage
            src={post.imageUrl}
            alt={post.imageAlt ?? ""}
            media={post.coverImage}
            sizes={COVER_SIZES}
            priority
            className="aspect-[16/9] h-auto w-full object-cover"
          />
        </div>
      )}
      <div className="mx-auto mt-10 max-w-3xl">
        {/* Only an untranslated post says so: the note is for readers who expected their language. */}
        {lang && (
          <p className="mb-6 rounded-xl bg-slate-100 px-4 py-3 text-slate-700">
            {lang === "fr" ? ui.pages.article.writtenInFrench : ui.pages.article.writtenInEnglish}
          </p>
        )}
        {/* Sanitised on save and again by the loader, then its uploaded pictures made responsive
            (article-images.server.ts): the only raw HTML of the site. */}
        <div
          lang={lang}
          className={PROSE}
          data-testid="article-body"
          dangerouslySetInnerHTML={{ __html: post.content }}
        />
      </div>
    </div>
  );
}

export function AuthorFooter({ post, sharePath }: { post: ArticleData; sharePath: string }) {
  const { ui, company } = useRootData();
  const t = ui.pages.article;
  return (
    <footer className="mx-auto mt-12 flex max-w-3xl flex-col gap-5 border-t border-slate-200 px-4 pt-8 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-center gap-4">
        <span className="inline-flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-green-800 text-white">
          <UserRound aria-hidden="true" className="h-7 w-7" />
        </span>
        <div>
          <p className="text-sm text-slate-600">{t.writtenBy}</p>
          <p className="font-bold text-slate-900">{signedBy(post.author, company.name)}</p>
          <p className="mt-1 max-w-md text-sm text-slate-700">{t.authorBio}</p>
        </div>
      </div>
      <div className="self-start sm:self-auto">
        <ShareButton path={sharePath} title={post.title} />
      </div>
    </footer>
  );
}

export function RecentPosts({ posts }: { posts: PostCardData[] }) {
  const t = useRootData().ui.pages.article;
  const to = useLocalizedPath();
  if (!posts.length) return null;
  return (
    <section aria-labelledby="recent-title" className="mt-16 bg-slate-50 px-4 py-16">
      <div className="mx-auto max-w-7xl">
        <h2 id="recent-title" className="text-3xl font-bold text-slate-900">
          {t.recentTitle}
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <PostCard key={post.id} post={post} headingLevel={3} />
          ))}
        </div>
        <div className="mt-10 text-center">
          <Link
            to={to("/blog")}
            className="inline-flex min-h-11 items-center rounded-full border-2 border-green-800 px-6 font-semibold text-green-900 hover:bg-green-50"
          >
            {t.seeAll}
          </Link>
        </div>
      </div>
    </section>
  );
}
