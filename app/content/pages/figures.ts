import { FOUNDED_YEAR, figures } from "../company";
import type { Stored } from "../field-types";
import { group, l, list, number, text, unit, type Fields } from "../fields";

/** The key figures, shown by the home, about and products pages. */
export const figuresFields = {
  figures: group(l("Chiffres clés", "Key figures"), {
    items: list(
      l("Chiffres", "Figures"),
      {
        name: text(l("Ce qu'il compte", "What it counts"), 60),
        value: number(l("Valeur", "Value"), 0, 10_000_000),
        unit: unit(l("Présentation", "Shown as")),
      },
      { min: 1, max: 12, title: "name" },
    ),
  }),
} satisfies Fields;

/** The key figures of a new install (the figures the code's copy quotes). */
export const figuresSeed: Stored<typeof figuresFields> = {
  figures: {
    items: [
      {
        key: "clients",
        name: l("Clients servis", "Clients served"),
        value: figures.clientsServed,
        unit: "plus",
      },
      {
        key: "satisfaction",
        name: l("Satisfaction", "Satisfaction"),
        value: figures.satisfactionPercent,
        unit: "percent",
      },
      {
        key: "years",
        name: l("Année de création", "Year founded"),
        value: FOUNDED_YEAR,
        unit: "since",
      },
      { key: "awards", name: l("Distinctions", "Awards"), value: figures.awards, unit: "plain" },
      {
        key: "quote-hours",
        name: l("Délai de devis", "Time to a quote"),
        value: figures.quoteAnswerHours,
        unit: "hours",
      },
    ],
  },
};
