import { foldedFields } from "~/lib/search-text";

/**
 * What the blog search compares (docs/decisions/035-accent-blind-search.md): the folding is the
 * site's one (app/lib/search-text.ts), shared with the media library's search.
 */
export { foldForSearch } from "~/lib/search-text";

/** The stored `search_text` of a post: its title, excerpt and content, each folded. */
export function postSearchText(post: { title: string; excerpt: string; content: string }): string {
  return foldedFields([post.title, post.excerpt, post.content]);
}
