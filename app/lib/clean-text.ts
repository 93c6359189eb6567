/**
 * The input boundary for text: every string that arrives from outside (form fields, query
 * parameters, headers, cookies) goes through `cleanText` or `cleanLine` before it is validated,
 * searched for or stored. Both databases then receive the same text: PostgreSQL refuses a NUL
 * byte outright (the request would fail with a 5xx) while SQLite stores it, and no person types
 * control characters — they come from bots, broken clients or attacks (log and CSV injection,
 * terminal escapes). Shared by the browser (the lead forms' schemas) and the server.
 */

/**
 * C0 controls except tab and line feed, DEL, the C1 block, the bidirectional embeddings,
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069: an override turns "fdp.exe" into what
 * looks like "exe.pdf" and reorders a name or a price on screen), and surrogate halves that are
 * not part of a pair (invalid UTF-16: they cannot be encoded as UTF-8, and every driver turns them
 * into something else). With the `u` flag a well-formed pair is one code point, never matched.
 */
// oxlint-disable-next-line no-control-regex -- matching control characters is the point
const UNWANTED = /[\0-\x08\x0B-\x1F\x7F-\x9F\u202A-\u202E\u2066-\u2069\p{Cs}]/gu;

/** The bidirectional controls alone, for text that reaches us as HTML (rich text). */
export const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/gu;

/** Multi-line text (messages, descriptions, notes): line breaks become `\n`, tab is kept. */
export function cleanText(value: string): string {
  return value.replace(/\r\n?/g, "\n").replace(UNWANTED, "");
}

/** Single-line text (names, e-mail, search terms, headers): line breaks and tabs become spaces. */
export function cleanLine(value: string): string {
  return cleanText(value).replace(/[\t\n]+/g, " ");
}

/** At most `max` UTF-16 units, never cutting an emoji (or any pair) in half. */
export function clipText(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** A query-string parameter as clean, trimmed, single-line text of at most `max` characters. */
export function queryText(url: URL, name: string, max: number): string {
  return clipText(cleanLine(url.searchParams.get(name) ?? "").trim(), max);
}

/** A request header as clean single-line text of at most `max` characters, or null. */
export function headerText(headers: Headers, name: string, max: number): string | null {
  const value = headers.get(name);
  const clean = value === null ? "" : clipText(cleanLine(value).trim(), max);
  return clean || null;
}
