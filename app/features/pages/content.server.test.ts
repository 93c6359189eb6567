import { describe, expect, it } from "vitest";
import { pageFrame } from "~/content";
import { DEFAULT_PRICE_SECTIONS, priceItems } from "~/content/pricing";
import { DEFAULT_FACTS } from "~/content/site-facts";
import manifest from "~/generated/images.json";
import { FOUNDED_YEAR, yearsSince, DEFAULT_COMPANY } from "~/content/company";
import { localBusinessJsonLd } from "~/lib/structured-data";
import { foundingYear, formatKeyFigure, initialDocument, projectPage } from "./content.server";
import { PAGES, PAGE_KEYS } from "./registry";
import { check, type CheckContext } from "./check";
import { complete } from "./walk";
import type { Fields } from "~/content/fields";

const sources = {
  figures: initialDocument("figures"),
  media: new Map(),
  prices: DEFAULT_PRICE_SECTIONS,
  facts: DEFAULT_FACTS,
};
/** The frame's keys that a field would hide: only a group may hold both the frame's and fields. */
function clashes(fields: Fields, frame: object, path: string): string[] {
  return Object.entries(frame).flatMap(([key, value]) => {
    const field = fields[key];
    if (!field) return [];
    if (field.kind === "group" && value && typeof value === "object")
      return clashes(field.fields, value, `${path}.${key}`);
    return [`${path}.${key}`];
  });
}

const checkContext: CheckContext = {
  mediaExists: () => false,
  artExists: (name) => Object.hasOwn(manifest, name),
  figureKeys: new Set(["clients", "satisfaction", "years", "awards", "quote-hours"]),
  priceIds: new Set(priceItems(DEFAULT_PRICE_SECTIONS).map((i) => i.id)),
};

describe("the page content model", () => {
  it.each(PAGE_KEYS)(
    "takes %s's initial content from the code, and it passes the save check",
    (page) => {
      const doc = initialDocument(page);
      const { doc: checked, problems } = check(PAGES[page].fields, doc, checkContext);
      expect(problems).toEqual({});
      expect(checked).toEqual(doc);
    },
  );

  it.each(["home", "about", "services", "products", "contact", "quote"] as const)(
    "shows %s beside its frame, whose words no field takes, with every token filled",
    (page) => {
      for (const locale of ["fr", "en"] as const) {
        expect(clashes(PAGES[page].fields, pageFrame(locale, page), page)).toEqual([]);
        const shown = JSON.stringify(projectPage(page, locale, initialDocument(page), sources));
        expect(shown).not.toMatch(/\{(company|figure:|price:)/);
      }
    },
  );

  it("shows an edited text, an English fallback and a removed list item", () => {
    const doc = structuredClone(initialDocument("home")) as any;
    doc.intro.title = { fr: "Nouveau titre", en: "" };
    doc.hero.slides.splice(1, 1);
    const fr = projectPage("home", "fr", doc, sources);
    const en = projectPage("home", "en", doc, sources);
    expect(fr.intro.title).toBe("Nouveau titre");
    expect(en.intro.title).toBe("Nouveau titre");
    expect(en.hero.slides).toHaveLength(2);
  });

  it("formats the key figures in each language and follows an edited figure everywhere", () => {
    const figures = structuredClone(sources.figures) as any;
    figures.figures.items.find((f: any) => f.key === "clients").value = 1200;
    const withFigures = { ...sources, figures };
    expect(
      projectPage("home", "fr", initialDocument("home"), withFigures).trust.stats[0]!.figure,
    ).toBe("1\u202f200+");
    expect(
      projectPage("about", "en", initialDocument("about"), withFigures).hero.stats[1]!.figure,
    ).toBe("1,200+");
  });

  it("follows an edited figure and grid line in every text of every page, in both languages", () => {
    const figures = structuredClone(sources.figures) as any;
    figures.figures.items.find((f: any) => f.key === "clients").value = 320;
    figures.figures.items.find((f: any) => f.key === "awards").value = 4;
    const prices = structuredClone(DEFAULT_PRICE_SECTIONS);
    const zone4 = priceItems(prices).find((i) => i.id === "zone4")!;
    Object.assign(zone4, { min: 700, max: 900 });
    const edited = { ...sources, figures, prices };
    for (const locale of ["fr", "en"] as const) {
      const pages = ["home", "about", "services", "products", "contact", "quote"] as const;
      const all = JSON.stringify(
        pages.map((p) => projectPage(p, locale, initialDocument(p), edited)),
      );
      expect(all).not.toMatch(/\{(figure|price|company)/);
      expect(all).not.toMatch(/\b500\+|\b5 (distinctions|awards)/);
      expect(all).toContain("320+");
      const services = projectPage("services", locale, initialDocument("services"), edited);
      const sante = services.concepts.items.find((c) => c.id === "sante-pro")!;
      expect(sante.stats.map((s) => s.value)).toContain("700 – 900\u00a0FCFA");
    }
    const fr = projectPage("home", "fr", initialDocument("home"), edited);
    expect(fr.final.text).toContain("Rejoignez les 320+ clients");
    const about = projectPage("about", "fr", initialDocument("about"), edited);
    expect(JSON.stringify(about)).toContain("4 distinctions depuis notre création");
  });

  it("refuses a braced word that is no token, naming it", () => {
    const doc = structuredClone(initialDocument("home")) as any;
    doc.final.text = { fr: "Rejoignez les {figure:client} clients", en: "Join {chiffre}" };
    const { problems } = check(PAGES.home.fields, doc, checkContext);
    expect(problems).toEqual({
      "final.text.fr": "TOKEN:{figure:client}",
      "final.text.en": "TOKEN:{chiffre}",
    });
  });

  it("stores a product's typed price as whole FCFA and shows a range", () => {
    const doc = structuredClone(initialDocument("products")) as any;
    const product = doc.ecoclean.products[0];
    product.priceItem = "";
    product.price = "15 000 – 25 000 FCFA";
    const { doc: checked, problems } = check(PAGES.products.fields, doc, checkContext);
    expect(problems).toEqual({});
    expect((checked as any).ecoclean.products[0].price).toEqual({ min: 15000, max: 25000 });
    const shown = projectPage("products", "en", checked, sources).ecoclean.products[0]!;
    expect(shown.priceItem).toBeNull();
    expect(shown.price).toBe("15,000 – 25,000\u00a0FCFA");

    product.price = "about 30 000";
    expect(check(PAGES.products.fields, doc, checkContext).problems).toEqual({
      "ecoclean.products.0.price": "AMOUNT",
    });
  });

  it("refuses what a save must not store", () => {
    const doc = structuredClone(initialDocument("home")) as any;
    doc.hero.slides[0].cta.href = "javascript:alert(1)";
    doc.hero.slides[0].title.fr = "x".repeat(500);
    doc.hero.slides[0].image.alt.fr = "";
    doc.hero.slides[1].image = {
      media: "not-a-picture",
      art: null,
      alt: { fr: "a", en: "" },
      focus: { x: 5, y: 5 },
    };
    doc.concepts.items.pop();
    doc.interventionModes.modes[0].icon = "Bomb";
    const { problems } = check(PAGES.home.fields, doc, checkContext);
    expect(problems).toMatchObject({
      "hero.slides.0.cta.href": "LINK",
      "hero.slides.0.title.fr": "TOO_LONG",
      "hero.slides.0.image.alt.fr": "ALT",
      "hero.slides.1.image.media": "PICTURE",
      "concepts.items": "COUNT",
      "interventionModes.modes.0.icon": "INVALID",
    });
  });

  it("derives the years of experience and the founding date from one founding year", () => {
    expect(FOUNDED_YEAR).toBe(2019);
    expect(yearsSince(2019, new Date("2026-11-26T12:00:00Z"))).toBe(7);
    expect(formatKeyFigure(2019, "since", "fr")).toBe(
      formatKeyFigure(yearsSince(2019), "years", "fr"),
    );
    const figures = structuredClone(initialDocument("figures")) as any;
    expect(foundingYear(figures)).toBe(2019);
    figures.figures.items.find((f: any) => f.key === "years").value = 2015;
    expect(foundingYear(figures)).toBe(2015);
    const about = projectPage("about", "en", initialDocument("about"), { ...sources, figures });
    expect(about.hero.stats[0]!.figure).toBe(`${yearsSince(2015)} years`);
    const jsonLd = localBusinessJsonLd(
      "https://site.test",
      "fr",
      DEFAULT_COMPANY,
      DEFAULT_PRICE_SECTIONS,
      2015,
    );
    expect(jsonLd.foundingDate).toBe("2015");
  });

  it("completes a document saved before a field existed with the field's initial value", () => {
    const stored = structuredClone(initialDocument("home")) as any;
    delete stored.intro.eyebrow;
    delete stored.hero.slides[0].subtitle;
    stored.hero.slides.push({ ...structuredClone(stored.hero.slides[1]), key: "added" });
    delete stored.hero.slides[3].subtitle;
    const done = complete(PAGES.home.fields, stored, initialDocument("home")) as any;
    expect(done.intro.eyebrow).toEqual((initialDocument("home") as any).intro.eyebrow);
    expect(done.hero.slides[0].subtitle).toEqual(
      (initialDocument("home") as any).hero.slides[0].subtitle,
    );
    // An item the code never had gets the field empty, to fill in.
    expect(done.hero.slides[3].subtitle).toEqual({ fr: "", en: "" });
    expect(done.hero.slides.map((s: any) => s.key)).toEqual(["1", "2", "3", "added"]);
  });
});
