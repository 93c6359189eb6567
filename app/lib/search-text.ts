/**
 * What the accent-blind searches compare (docs/decisions/035-accent-blind-search.md): text folded
 * the same way for what is stored and for what a person types, so "hygiene" finds "Hygiène".
 * Folding happens here, not in SQL: SQLite and PostgreSQL share no accent-blind comparison.
 */

/** Between folded fields: no query can match across two of them. */
export const FIELD_SEPARATOR = "\u001f";

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

/** Several fields, each folded, kept apart by the separator (a stored `search_text`). */
export function foldedFields(fields: readonly string[]): string {
  return fields.map(foldForSearch).join(FIELD_SEPARATOR);
}

/**
 * The LIKE pattern (with `escape '\'`) that finds `query` folded anywhere in a folded text; a
 * search for "100%" or "a_b" means those characters.
 */
export function containsFolded(query: string): string {
  return `%${foldForSearch(query).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
