/** Reading speed (docs/product/screens.md#blog): 200 words a minute. */
export const WORDS_PER_MINUTE = 200;

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  "#39": "'",
};

/**
 * The visible text of a (sanitised) HTML fragment: tags become spaces so "a</p><p>b" stays two
 * words; the few entities sanitize-html writes are decoded. Good enough for counting words and
 * for a fallback description, not a general HTML parser.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name] ?? " ")
    .replace(/\s+/g, " ")
    .trim();
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes to read an article: words of its text / 200, rounded up, at least 1. */
export function readingMinutes(html: string): number {
  return Math.max(1, Math.ceil(countWords(htmlToText(html)) / WORDS_PER_MINUTE));
}

/** A plain-text summary of at most `max` characters, cut at a word, for meta descriptions. */
export function summarise(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, "")}…`;
}
