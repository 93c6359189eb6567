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
