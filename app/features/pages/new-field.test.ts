/**
 * CONTRIBUTING's recipe for a new page field, followed on a throwaway page: the field and its
 * initial value in the page's file are all the model needs; the public page, the save check and
 * documents stored before the field existed follow.
 */
import { describe, expect, it } from "vitest";
import type { Shown, Stored } from "~/content/field-types";
import { group, l, text, type Fields } from "~/content/fields";
import { homeFields, homeSeed } from "~/content/pages/home";
import { check } from "./check";
import { complete, project, type ProjectionContext } from "./walk";

// Step 1 of the recipe: the field, beside the others of its section...
const fields = {
  ...homeFields,
  intro: group(homeFields.intro.label, {
    ...homeFields.intro.fields,
    slogan: text(l("Devise", "Slogan"), 120),
  }),
} satisfies Fields;
// ...and its initial value in the page's seed (leaving it out fails the type check).
const seed: Stored<typeof fields> = {
  ...homeSeed,
  intro: { ...homeSeed.intro, slogan: l("Propre, sain, durable", "Clean, healthy, lasting") },
};

const ctx: ProjectionContext = {
  locale: "en",
  media: new Map(),
  figure: () => "7",
  price: () => undefined,
  amount: () => "",
  html: (value) => value,
};

describe("a field added to a page", () => {
  it("is typed, shown, checked, and filled in documents stored before it", () => {
    // What the page's component reads: a string, in the page's language.
    const shown = project(fields, seed, {}, ctx) as Shown<typeof fields>;
    const slogan: string = shown.intro.slogan;
    expect(slogan).toBe("Clean, healthy, lasting");

    const context = {
      mediaExists: () => false,
      artExists: () => true,
      figureKeys: new Set(["clients", "satisfaction", "years", "awards", "quote-hours"]),
      priceIds: new Set<string>(),
    };
    expect(check(fields, seed, context).problems).toEqual({});

    // A document saved by an install that did not have the field yet.
    const stored = structuredClone(homeSeed) as Record<string, any>;
    stored.intro.title = { fr: "Titre modifié", en: "" };
    const completed = complete(fields, stored, seed) as Stored<typeof fields>;
    expect(completed.intro.slogan).toEqual(seed.intro.slogan);
    expect(completed.intro.title.fr).toBe("Titre modifié");
    expect(check(fields, completed, context).problems).toEqual({});
  });
});
