/**
 * The key figures (admin: Pages, Chiffres clés): how each reads in a page's language, the choices the editor offers, and the founding year they hold.
 */
import { FOUNDED_YEAR, formatPercent, yearsSince } from "~/content/company";
import type { Locale } from "~/i18n/locale";
import type { KeyFigureUnit, ListItem, PageDocument } from "~/content/fields";
import { inLocale } from "./walk";
import { numberFormat } from "~/i18n/formats";

type Obj = Record<string, any>;

/** A key figure as pages show it: "500+", "98 %", "6 ans" / "6 years", "24 h". */
export function formatKeyFigure(value: number, unit: KeyFigureUnit, locale: Locale): string {
  switch (unit) {
    case "plus":
      return `${numberFormat(locale).format(value)}+`;
    case "percent":
      return formatPercent(value, locale);
    case "since":
      // A founding year, shown as the years since it: "7 ans" in 2026, "8 ans" in 2027.
      return formatKeyFigure(yearsSince(value), "years", locale);
    case "years":
      return numberFormat(locale, {
        style: "unit",
        unit: "year",
        unitDisplay: "long",
      }).format(value);
    case "hours":
      // "24 h" / "24h", as the site's copy writes it (Intl's English would say "24 hr").
      return `${numberFormat(locale).format(value)}${locale === "fr" ? " h" : "h"}`;
    case "plain":
      return numberFormat(locale).format(value);
  }
}

/** The key figures' names in one language, for the admin's choice of a figure. */
export function figureChoices(figuresDoc: PageDocument, locale: Locale) {
  const items = ((figuresDoc.figures as Obj | undefined)?.items ?? []) as ListItem[];
  return items.map((item) => ({ key: item.key, name: inLocale(item.name, locale) }));
}

/** The year the company was founded: the key figures' first "since" figure, or the initial one. */
export function foundingYear(figuresDoc: PageDocument): number {
  const items = ((figuresDoc.figures as Obj | undefined)?.items ?? []) as ListItem[];
  const since = items.find((item) => item.unit === "since");
  return since ? Number(since.value) : FOUNDED_YEAR;
}
