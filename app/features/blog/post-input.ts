import { z } from "zod";

/** Limits of a post's fields; the editor's form shows the same ones. */
export const POST_LIMITS = {
  title: 200,
  excerpt: 500,
  content: 200_000,
  tags: 10,
  tag: 40,
  imageUrl: 500,
  imageAlt: 300,
  author: 80,
} as const;

/** Trims, collapses inner spaces, drops empty and duplicate (case-insensitive) tags. */
export function normaliseTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.replace(/\s+/g, " ").trim().slice(0, POST_LIMITS.tag);
    const key = tag.toLocaleLowerCase("fr");
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
  }
  return result.slice(0, POST_LIMITS.tags);
}

const fields = {
  title: z.string().trim().min(1).max(POST_LIMITS.title),
  content: z.string().max(POST_LIMITS.content),
  excerpt: z.string().trim().max(POST_LIMITS.excerpt),
  imageUrl: z.string().trim().max(POST_LIMITS.imageUrl).nullable(),
  imageAlt: z.string().trim().max(POST_LIMITS.imageAlt).nullable(),
  tags: z.array(z.string().max(200)).max(50).transform(normaliseTags),
  status: z.enum(["draft", "published"]),
  slug: z.string().trim().max(200),
  /**
   * When the post comes out: earlier than now back-dates it, later schedules it (it stays out of
   * every public page until then). Stored as `toISOString` gives it, so SQL compares it as text.
   */
  publishedAt: z.iso
    .datetime()
    .transform((v) => new Date(v).toISOString())
    .nullable(),
};

/**
 * A post as the editor sends it (one schema for the browser's form and the server's action,
 * CONTRIBUTING.md#how-to-add-a-form). Content is HTML from the rich-text editor, sanitised on save.
 * Without `slug`, the slug comes from the title.
 */
export const postInputSchema = z.object({
  ...fields,
  excerpt: fields.excerpt.default(""),
  imageUrl: fields.imageUrl.default(null),
  imageAlt: fields.imageAlt.default(null),
  tags: fields.tags.default([]),
  status: fields.status.default("draft"),
  slug: fields.slug.optional(),
  publishedAt: fields.publishedAt.optional(),
  /** The language this version is written in. */
  locale: z.enum(["fr", "en"]).default("fr"),
  /** The id of the post (in the other language) this one translates. */
  translationOf: z.string().max(100).optional(),
});

/** The name a post is signed with (createPost takes it apart, with the author's account). */
export const authorSchema = z.string().trim().min(1).max(POST_LIMITS.author);

/** For updatePost: any subset of the fields and the author; absent ones are left as they are. */
export const postPatchSchema = z.object({ ...fields, author: authorSchema }).partial();

export type PostInput = z.input<typeof postInputSchema>;
export type PostPatch = z.input<typeof postPatchSchema>;
