import { useContext } from "react";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/blog-article";
import type { AppDatabase } from "~/db/db.server";
import {
  toArticle,
  articleSeo,
  blogPostingJsonLd,
  ArticleBody,
  ArticleHeader,
  AuthorFooter,
  RecentPosts,
  BlogErrorScreen,
  toCard,
  isSlugShaped,
  withTimeout,
} from "~/features/blog";
import {
  renderPost,
  withCoverImages,
  getPublishedPostBySlug,
  getPublishedTranslations,
  recentPosts,
} from "~/features/blog/index.server";
import { localizePath, type Locale } from "~/i18n/locale";
import { getLocale } from "~/lib/locale.server";
import { NonceContext } from "~/lib/contexts";
import { useLocalizedPath, useRootData } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
import type { IslandsHandle } from "~/islands";
import { jsonLdScript } from "~/lib/structured-data";
import { log } from "~/lib/logger.server";
import { getRuntime } from "~/runtime/runtime.server";

const notFound = () => data({ post: null, recent: [] }, { status: 404 });

export async function loader({ request, params, url }: Route.LoaderArgs) {
  // Anything that cannot be a slug is not looked up at all.
  if (!isSlugShaped(params.slug)) return notFound();
  const locale = getLocale(request);
  const { database } = await getRuntime();
  try {
    const loaded = await withTimeout(loadArticle(database, params.slug, locale));
    if (!loaded) return notFound();
    if ("redirectTo" in loaded) {
      // The post was renamed after it went out: send old links (and search engines) to its new
      // address, in one step however many times it moved, and only ever to an address of ours.
      if (!isSlugShaped(loaded.redirectTo)) return notFound();
      throw redirect(`/blog/${loaded.redirectTo}${url.search}`, 301);
    }
    // The reader's language has its own version of this article: that is the page for them
    // (this also makes the header's language switch land on the translation).
    const inLocale = loaded.translations.find((t) => t.locale === locale);
    if (loaded.post.locale !== locale && inLocale)
      throw redirect(localizePath(`/blog/${inLocale.slug}${url.search}`, locale), 302);
    const post = toArticle(
      { ...loaded.post, content: loaded.content },
      locale,
      loaded.translations,
      loaded.coverImage,
    );
    return { post, recent: loaded.recent.map((p) => toCard(p, locale)) };
  } catch (error) {
    if (error instanceof Response) throw error;
    log.error("blog article failed to load", { error, slug: params.slug });
    // The route's ErrorBoundary shows the spec's 'Erreur lors du chargement de l'article'.
    throw data("Article unavailable", { status: 503 });
  }
}

/**
 * The post at `slug` (its HTML sanitised again and its pictures made responsive), its
 * translations and the recent others, under one time limit.
 */
async function loadArticle(database: AppDatabase, slug: string, locale: Locale) {
  const found = await getPublishedPostBySlug(database, slug);
  if (!found || "redirectTo" in found) return found;
  const [translations, recent, rendered] = await Promise.all([
    getPublishedTranslations(database, found),
    recentPosts(database, found, 3, locale).then((posts) => withCoverImages(database, posts)),
    renderPost(database, found),
  ]);
  return { post: found, translations, recent, ...rendered };
}

export const meta: Route.MetaFunction = pageMeta((root, { loaderData }) => {
  const post = loaderData?.post;
  if (!post)
    return {
      title: root.ui.pages.article.title,
      description: root.ui.pages.article.description,
      noindex: true,
    };
  return articleSeo(root, post);
});

/** A document with islands (decision 037): the browser gets React and the share buttons. */
export const handle = { islands: true } satisfies IslandsHandle;

export default function BlogArticle({ loaderData: { post, recent } }: Route.ComponentProps) {
  const { ui, publicUrl, siteName, share, locale } = useRootData();
  const nonce = useContext(NonceContext);
  const to = useLocalizedPath();
  if (!post) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-24 text-center" data-testid="article-not-found">
        <h1 className="text-3xl font-bold text-slate-900">{ui.pages.article.notFound}</h1>
        <p className="mt-4 text-lg text-slate-700">{ui.pages.article.description}</p>
        <Link
          to={to("/blog")}
          className="mt-8 inline-flex min-h-11 items-center rounded-full bg-green-800 px-6 font-semibold text-white hover:bg-green-900"
        >
          {ui.pages.article.backToBlog}
        </Link>
      </section>
    );
  }
  const sharePath = to(`/blog/${post.slug}`);
  return (
    <>
      <section aria-labelledby="article-title">
        <article className="pb-4">
          <ArticleHeader post={post} sharePath={sharePath} />
          <ArticleBody post={post} />
          <AuthorFooter post={post} sharePath={sharePath} />
        </article>
      </section>
      <RecentPosts posts={recent} />
      <script
        type="application/ld+json"
        nonce={nonce}
        dangerouslySetInnerHTML={{
          __html: jsonLdScript(blogPostingJsonLd(post, { publicUrl, siteName, share }, locale)),
        }}
      />
    </>
  );
}

export function ErrorBoundary() {
  const t = useRootData().ui.pages.article;
  return <BlogErrorScreen title={t.errorTitle} text={t.errorText} retry={t.retry} />;
}
