/**
 * Fills `{name}` placeholders: fillTemplate("De {min} à {max}", { min: "1 000 FCFA", max: ... }).
 * An unknown placeholder is left as it is, so a missing value shows up instead of vanishing.
 * Its own module so browser code can use it without importing every page's copy.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  );
}

/** `value` with the placeholders of every string in it filled: the words of a whole namespace. */
export function fillEvery<T>(value: T, values: Record<string, string | number>): T {
  if (typeof value === "string") return fillTemplate(value, values) as T;
  if (Array.isArray(value)) return value.map((leaf: unknown) => fillEvery(leaf, values)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, leaf]) => [key, fillEvery(leaf, values)]),
    ) as T;
  return value;
}
