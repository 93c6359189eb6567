/**
 * What the blog search compares (docs/decisions/035-accent-blind-search.md): text folded the
 * same way for the stored posts and for what a reader types, so "hygiene" finds "Hygiène".
 * Folding happens here, not in SQL: SQLite and PostgreSQL share no accent-blind comparison.
 */

/** Between the folded fields: no query can match across two of them. */
const FIELD_SEPARATOR = "\u001f";

/**
 * Lowercase, without diacritics (NFD, then the combining marks dropped), with the ligatures and
 * the curly apostrophe French keyboards type differently on phones ("oe", "'").
 */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/[\u2018\u2019]/g, "'")
    .replaceAll(FIELD_SEPARATOR, " ");
}

/** The stored `search_text` of a post: its title, excerpt and content, each folded. */
export function postSearchText(post: { title: string; excerpt: string; content: string }): string {
  return [post.title, post.excerpt, post.content].map(foldForSearch).join(FIELD_SEPARATOR);
}
