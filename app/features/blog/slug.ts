/** Longest slug we make: long enough for any real title, short enough for a tidy URL. */
export const MAX_SLUG_LENGTH = 100;

// Ligatures that NFD does not split (French "cœur", "ex æquo"): spelled out rather than dropped.
const LIGATURES: Record<string, string> = { œ: "oe", æ: "ae", ß: "ss" };

/**
 * Slug of a title (docs/product/forms.md#blog-editor): lowercase, no accents, characters other than
 * letters, digits, spaces and hyphens dropped, spaces turned into hyphens, repeated hyphens
 * collapsed, no hyphen at either end. Apostrophes are dropped like any other punctuation, so
 * "L'été" gives "lete" (the spec's rule, and what most French slugs look like).
 * Returns "" when nothing is left (a title made only of emoji): callers pick a fallback.
 */
export function slugify(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[œæß]/g, (ch) => LIGATURES[ch] ?? ch)
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
  if (slug.length <= MAX_SLUG_LENGTH) return slug;
  // Cut at a word boundary when there is one, so a long title does not end in half a word.
  const cut = slug.slice(0, MAX_SLUG_LENGTH);
  const lastHyphen = cut.lastIndexOf("-");
  return (lastHyphen > 20 ? cut.slice(0, lastHyphen) : cut).replace(/-$/, "");
}

/** Whether a URL segment could be one of our slugs (checked before any database read). */
export function isSlugShaped(value: string): boolean {
  return value.length > 0 && value.length <= 200 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
}
