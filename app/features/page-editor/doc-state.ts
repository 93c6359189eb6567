/** The editor's document in memory: immutable updates by path, and the value of a new item. */

export type Path = readonly (string | number)[];

export const pathKey = (path: Path) => path.join(".");

export function getAt(value: unknown, path: Path): unknown {
  let at: unknown = value;
  for (const step of path) at = (at as Record<string | number, unknown> | undefined)?.[step];
  return at;
}

/** A copy of `value` with `next` at `path` (objects and arrays along the way are copied). */
export function setAt<T>(value: T, path: Path, next: unknown): T {
  if (!path.length) return next as T;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = setAt(copy[head as number], rest, next);
    return copy as T;
  }
  const obj = (value ?? {}) as Record<string, unknown>;
  return { ...obj, [head as string]: setAt(obj[head as string], rest, next) } as T;
}

/** A key no other item of the list has: lowercase letters and digits, as the server checks. */
export function newKey(taken: readonly string[]): string {
  for (;;) {
    const key = `n${Math.random().toString(36).slice(2, 9)}`;
    if (!taken.includes(key)) return key;
  }
}

export { emptyFields, emptyValue } from "~/features/pages";
