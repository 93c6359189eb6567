import { describe, expect, it } from "vitest";
import { siteContent } from "../../tests/helpers/page-content";

/** Every `{ name, alt }` picture reference of a language's content. */
function pictures(value: unknown, found = new Map<string, string>()): Map<string, string> {
  if (Array.isArray(value)) for (const item of value) pictures(item, found);
  else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.name === "string" && typeof record.alt === "string")
      found.set(record.name, record.alt);
    for (const child of Object.values(record)) pictures(child, found);
  }
  return found;
}

/**
 * What each illustration really shows, checked by looking at images/source (a reviewer's notes):
 * the alt text must name it. Replacing a picture means revisiting its line here.
 */
const SUBJECTS: Record<string, { fr: RegExp; en: RegExp }> = {
  "hero-1": { fr: /plage/, en: /beach/ },
  "hero-2": { fr: /potager/, en: /vegetable garden/ },
  "hero-3": { fr: /chapiteaux/, en: /tents/ },
  "nettoie-pro-3": { fr: /chariot/i, en: /trolley/i },
  "sante-pro-2": { fr: /chambre d'hôpital/, en: /hospital room/ },
  "sante-pro-3": { fr: /mains/, en: /hands/i },
  "natura-potager-2": { fr: /panier/i, en: /basket/i },
  "natura-potager-3": { fr: /arrosant/, en: /watering/ },
  "eco-jardin-2": { fr: /haie/, en: /hedge/ },
  "eco-jardin-3": { fr: /arbre/, en: /tree/ },
  "eco-event-2": { fr: /buffet/i, en: /buffet/i },
  "nettoie-event-2": { fr: /lavant le sol/, en: /mopping/ },
  "ecoclean-2": { fr: /savon/, en: /soap/ },
  "ecotrash-6": { fr: /pneus/, en: /tyres/ },
  "concept-eco-jardin": { fr: /ratissant/, en: /raking/ },
};

describe("alt texts", () => {
  for (const locale of ["fr", "en"] as const) {
    const alts = pictures(siteContent[locale]);

    it(`describes what each picture shows (${locale})`, () => {
      for (const [name, subject] of Object.entries(SUBJECTS))
        expect(alts.get(name), name).toMatch(subject[locale]);
    });

    it(`never uses a file name, and differs from picture to picture (${locale})`, () => {
      expect(alts.size).toBeGreaterThan(40);
      for (const [name, alt] of alts) {
        expect(alt.length, name).toBeGreaterThan(10);
        expect(alt, name).not.toMatch(/\.(svg|jpe?g|png|webp|avif)\b|^[a-z0-9-]+$/i);
      }
      // natura-potager-1 and the concept share nothing but their subject: no copy-paste left.
      expect(new Set(alts.values()).size).toBe(alts.size);
    });
  }
});
