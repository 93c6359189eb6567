/**
 * The deepest nesting any JSON body of this site has is a handful of levels (a page document:
 * section, list, item, field, language). Deeper is refused before anything walks it: a recursive
 * walk over 3,000 levels overflows the stack (a 500), and no client of ours sends that.
 */
export const MAX_JSON_DEPTH = 32;

/** Whether a parsed JSON value nests deeper than `max` levels (checked without recursion). */
export function tooDeep(value: unknown, max = MAX_JSON_DEPTH): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== "object") continue;
    if (depth > max) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}
