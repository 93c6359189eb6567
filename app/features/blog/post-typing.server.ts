import { cleanLine, cleanText, clipText } from "~/lib/clean-text";
import { sanitizePostHtml } from "~/lib/sanitize.server";
import { MAX_SLUG_LENGTH } from "./slug";
import { POST_LIMITS } from "./post-input";
import { TYPED_FIELDS, type PostTyping } from "./post-typing";

const LIMITS: Record<(typeof TYPED_FIELDS)[number], number> = {
  title: POST_LIMITS.title,
  slug: MAX_SLUG_LENGTH,
  excerpt: POST_LIMITS.excerpt,
  tags: 2000,
  author: POST_LIMITS.author,
  imageUrl: POST_LIMITS.imageUrl,
  imageAlt: POST_LIMITS.imageAlt,
  content: POST_LIMITS.content,
  publishedAt: 40,
};

/**
 * What the autosave keeps of a post's typing: only the editor's own fields, each cut to its
 * length, control characters dropped, and the text's HTML sanitised as a save does. Whether the
 * typing would pass a save is the save's to say.
 */
export function cleanPostTyping(sent: unknown): PostTyping {
  const typed = (sent && typeof sent === "object" ? sent : {}) as Record<string, unknown>;
  const kept: PostTyping = {};
  for (const field of TYPED_FIELDS) {
    const value = typed[field];
    if (typeof value !== "string") continue;
    const clean = field === "content" || field === "excerpt" ? cleanText(value) : cleanLine(value);
    const clipped = clipText(clean, LIMITS[field]);
    kept[field] = field === "content" ? sanitizePostHtml(clipped) : clipped;
  }
  return kept;
}
