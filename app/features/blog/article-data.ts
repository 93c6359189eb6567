import type { MediaImage } from "~/content/media-image";
import type { Locale } from "~/i18n/locale";
import { formatPostDate } from "./format";
import { countWords, htmlToText, readingMinutes, summarise } from "./reading-time";
import type { BlogPost, PostTranslation } from "./types";

/** What the article page needs of a published post, with everything display-ready. */
export interface ArticleData extends Omit<BlogPost, "publishedAt"> {
  publishedAt: string;
  /** The excerpt, or the start of the text when there is none (meta description). */
  description: string;
  dateLabel: string;
  readingMinutes: number;
  wordCount: number;
  /** Where the other languages' versions live. */
  translations: PostTranslation[];
  /** The uploaded picture behind `imageUrl`, when the cover is one (its variants and real size). */
  coverImage: MediaImage | null;
}

/** Turns a published post (content already sanitised for display) into the page's data. */
export function toArticle(
  post: BlogPost,
  locale: Locale,
  translations: PostTranslation[] = [],
  coverImage: MediaImage | null = null,
): ArticleData {
  const text = htmlToText(post.content);
  const publishedAt = post.publishedAt ?? post.createdAt;
  return {
    ...post,
    publishedAt,
    description: post.excerpt || summarise(text),
    dateLabel: formatPostDate(publishedAt, locale),
    readingMinutes: readingMinutes(post.content),
    wordCount: countWords(text),
    translations,
    coverImage,
  };
}
