import { fillTemplate } from "~/i18n/template";
import type { Locale } from "~/i18n/locale";
import { dateFormat } from "~/i18n/formats";
import type { PostCardData, PostSummary } from "./types";

/** The company's time zone: a post published at 23:30 in Lomé is dated that day everywhere. */
export const SITE_TIME_ZONE = "Africa/Lome";

/** "22 novembre 2026" / "22 November 2026". */
export function formatPostDate(iso: string, locale: Locale): string {
  return dateFormat(locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: SITE_TIME_ZONE,
  }).format(new Date(iso));
}

/** The date a post is shown with: when it went out, else when it was written. */
export function postDate(post: Pick<PostSummary, "publishedAt" | "createdAt">): string {
  return post.publishedAt ?? post.createdAt;
}

/**
 * Cards carry their date already written out, by the server: the browser then renders exactly the
 * same text (no hydration mismatch, no time-zone surprise).
 */
export function toCard(post: PostSummary, locale: Locale): PostCardData {
  return { ...post, dateLabel: formatPostDate(postDate(post), locale) };
}

/**
 * The name a post is signed with, as readers see it: a signature may name the company's team
 * ("Équipe {company}", the demo articles), filled with the name the company has now.
 */
export function signedBy(author: string, company: string): string {
  return fillTemplate(author, { company });
}
