/**
 * What differs between two versions of a page, field by field, in words a staff member reads:
 * the field's labels from the section down, the value before and after.
 */
import type { Locale } from "~/i18n/locale";
import { priceValueText } from "~/features/pages";
import type { Field, Fields, LinkValue, ListItem, PictureValue, Words } from "~/features/pages";

export interface Difference {
  /** "Diaporama d'accueil › Diapositives › 2 › Titre" */
  label: string;
  before: string;
  after: string;
  /** For a picture: the media id or artwork name on each side */
  picture?: { before: PictureValue | null; after: PictureValue | null };
}

const words = (w: Words | undefined) =>
  w ? [w.fr, w.en && `(en) ${w.en}`].filter(Boolean).join("\n") : "";

function shown(field: Field, value: unknown, locale: Locale): string {
  if (value === undefined || value === null) return "";
  switch (field.kind) {
    case "text":
    case "rich":
      return words(value as Words);
    case "lines": {
      const v = value as { fr: string[]; en: string[] };
      return [v.fr.join(" · "), v.en.length ? `(en) ${v.en.join(" · ")}` : ""]
        .filter(Boolean)
        .join("\n");
    }
    case "link": {
      const v = value as LinkValue;
      return `${words(v.label)} → ${v.href}`;
    }
    case "picture": {
      const v = value as PictureValue;
      return words(v.alt);
    }
    case "amount":
      return priceValueText(value, locale);
    default:
      return String(value);
  }
}

export function diffDocuments(
  fields: Fields,
  before: unknown,
  after: unknown,
  locale: Locale,
  trail: string[] = [],
): Difference[] {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  return Object.entries(fields).flatMap(([key, field]) =>
    diffField(field, b[key], a[key], locale, [...trail, field.label[locale]]),
  );
}

function diffField(
  field: Field,
  before: unknown,
  after: unknown,
  locale: Locale,
  trail: string[],
): Difference[] {
  if (field.kind === "group") return diffDocuments(field.fields, before, after, locale, trail);
  if (field.kind === "list") {
    const b = (Array.isArray(before) ? before : []) as ListItem[];
    const a = (Array.isArray(after) ? after : []) as ListItem[];
    const keys = [...new Set([...b.map((i) => i.key), ...a.map((i) => i.key)])];
    const order = JSON.stringify(b.map((i) => i.key)) !== JSON.stringify(a.map((i) => i.key));
    const moved: Difference[] = order
      ? [{ label: trail.join(" › "), before: `${b.length}`, after: `${a.length}` }]
      : [];
    return [
      ...moved,
      ...keys.flatMap((key) => {
        const bi = b.find((i) => i.key === key);
        const ai = a.find((i) => i.key === key);
        const n = String((ai ? a.indexOf(ai) : b.indexOf(bi!)) + 1);
        return diffDocuments(field.item, bi, ai, locale, [...trail, n]);
      }),
    ];
  }
  if (JSON.stringify(before ?? null) === JSON.stringify(after ?? null)) return [];
  const difference: Difference = {
    label: trail.join(" › "),
    before: shown(field, before, locale),
    after: shown(field, after, locale),
  };
  if (field.kind === "picture")
    difference.picture = {
      before: (before as PictureValue) ?? null,
      after: (after as PictureValue) ?? null,
    };
  return [difference];
}
