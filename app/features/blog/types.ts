import type { PostStatus } from "~/db/schema";
import type { MediaImage } from "~/content/media-image";
import type { Locale } from "~/i18n/locale";

export type { PostStatus };

/**
 * A blog post as the application sees it (a camelCase model of the `blog_posts` table).
 * Plain types (and one list of names) only: components import this file, never the `.server`
 * data layer.
 */
export interface BlogPost {
  id: string;
  title: string;
  slug: string;
  /** Sanitised HTML (sanitised again when rendered). */
  content: string;
  excerpt: string;
  imageUrl: string | null;
  /** What the cover shows (required to publish a post with a cover). */
  imageAlt: string | null;
  /** The language this version is written in. */
  locale: Locale;
  /** Shared with its translation: the French and English versions of one article. */
  translationGroup: string;
  status: PostStatus;
  tags: string[];
  /** The author's display name (author_name). */
  author: string;
  authorId: string | null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
}

/** What lists need of a post: everything but the body, plus its reading time. */
export interface PostSummary extends Omit<BlogPost, "content"> {
  readingMinutes: number;
}

/** Who writes a post (the signed-in user, for createPost). */
export interface PostAuthor {
  id: string | null;
  name: string;
}

/** Where the other language's version of a post lives. */
export interface PostTranslation {
  locale: Locale;
  slug: string;
}

/** The public answer for a slug: the post, a newer slug to redirect to, or nothing. */
export type SlugLookup = BlogPost | { redirectTo: string } | null;

/** A card of the list or of "recent posts", with the date already written out by the server. */
export interface PostCardData extends PostSummary {
  dateLabel: string;
  /** The uploaded picture behind `imageUrl`, when the cover is one. */
  coverImage?: MediaImage | null;
}

/**
 * A picture of a post that has no description (alt text) yet: the cover, or the n-th picture of
 * the text (1-based, in reading order) with the name of the file it was uploaded from.
 */
export type MissingAlt =
  { kind: "cover" } | { kind: "image"; position: number; name: string | null };

/** What a version of a post keeps: the fields the editor changes, and where the post stood. */
export interface PostSnapshot {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  tags: string[];
  imageUrl: string | null;
  imageAlt: string | null;
  author: string;
  status: PostStatus;
  publishedAt: string | null;
}

/**
 * One saved version in a post's history. `savedBy`: the saver's name, "earlier" for what the post
 * held when its history began, "unknown" when no one is known (a script, a removed account).
 */
export interface PostVersionSummary {
  version: number;
  savedAt: string;
  savedBy: { name: string } | "earlier" | "unknown";
  /** Saved from this earlier version, put back into the editor. */
  restoredFrom: number | null;
  status: PostStatus;
  publishedAt: string | null;
}

/** The fields a comparison of two versions names, in the editor's order. */
export const COMPARED_FIELDS = [
  "title",
  "slug",
  "excerpt",
  "content",
  "tags",
  "imageUrl",
  "imageAlt",
  "author",
  "state",
] as const;
export type ComparedField = (typeof COMPARED_FIELDS)[number];

/**
 * One field that differs, as text a staff member reads: for the content, only the paragraphs
 * taken out (`before`) and put in (`after`); for the rest, the whole value on each side.
 */
export interface PostDifference {
  field: ComparedField;
  before: string[];
  after: string[];
}
