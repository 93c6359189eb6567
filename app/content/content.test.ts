import { describe, expect, it } from "vitest";
import { uiWords, words } from "~/i18n/words/ui";
import { DEFAULT_COMPANY, figures, frenchOf, whatsappLink } from "./company";
import { clients, partners } from "./demo";
import { shownSite, siteContent } from "../../tests/helpers/page-content";
import { fillTemplate, type PageKey } from "./index";
import { aboutSeed } from "./pages/about";
import { homeSeed } from "./pages/home";
import { productsSeed } from "./pages/products";
import { siteFacts } from "./site-facts";
import {
  BUDGET_OPTIONS,
  CONTACT_SERVICE_OPTIONS,
  DEFAULT_PRICE_SECTIONS,
  FREQUENCY_OPTIONS,
  SERVICE_TYPE_OPTIONS,
  URGENCY_OPTIONS,
  UNIT_LABELS,
  estimatePrice,
  formatFcfa,
  findPriceItem,
  formatUnitPrice,
  priceItems,
  sectionTitle,
} from "./pricing";

const PRICE_ITEMS = priceItems(DEFAULT_PRICE_SECTIONS);
const itemById = (id: string) => findPriceItem(DEFAULT_PRICE_SECTIONS, id);
const section = (id: string) => DEFAULT_PRICE_SECTIONS.find((s) => s.id === id)!;

const pages = Object.keys(siteContent.fr) as PageKey[];

/** Every difference of shape between two values: keys, array lengths, value types. */
function shapeDifferences(a: unknown, b: unknown, path: string): string[] {
  const kind = (v: unknown) => (Array.isArray(v) ? "array" : v === null ? "null" : typeof v);
  if (kind(a) !== kind(b)) return [`${path}: ${kind(a)} vs ${kind(b)}`];
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return [`${path}: ${a.length} items vs ${b.length}`];
    return a.flatMap((item, i) => shapeDifferences(item, b[i], `${path}[${i}]`));
  }
  if (kind(a) === "object") {
    const ra = a as Record<string, unknown>;
    const rb = b as Record<string, unknown>;
    const keysA = Object.keys(ra).sort();
    const keysB = Object.keys(rb).sort();
    if (keysA.join() !== keysB.join()) return [`${path}: keys [${keysA}] vs [${keysB}]`];
    return keysA.flatMap((key) => shapeDifferences(ra[key], rb[key], `${path}.${key}`));
  }
  return [];
}

/** Every string leaf with its path. */
function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`));
  }
  return [];
}

/** Leaves that must not differ between languages (links on the site, ids, icons, colours, images). */
function languageNeutral(value: unknown, path: string, key = ""): [string, unknown][] {
  if (Array.isArray(value))
    return value.flatMap((v, i) => languageNeutral(v, `${path}[${i}]`, key));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => languageNeutral(v, `${path}.${k}`, k));
  }
  const isSiteLink = key === "href" && typeof value === "string" && /^[/#]/.test(value);
  const neutralKeys = ["id", "icon", "color", "from", "to", "year", "network", "name", "image"];
  return isSiteLink || neutralKeys.includes(key) ? [[path, value]] : [];
}

describe("French and English content", () => {
  it.each(pages)("%s has the same shape in both languages", (page) => {
    expect(shapeDifferences(siteContent.fr[page], siteContent.en[page], page)).toEqual([]);
  });

  it.each(pages)("%s has no empty string", (page) => {
    for (const locale of ["fr", "en"] as const) {
      const empty = strings(siteContent[locale][page], `${locale}.${page}`).filter(
        ([, s]) => s.trim() === "",
      );
      expect(empty.map(([path]) => path)).toEqual([]);
    }
  });

  it.each(pages)(
    "%s uses the same links, ids, icons, colours and images in both languages",
    (page) => {
      expect(languageNeutral(siteContent.en[page], page)).toEqual(
        languageNeutral(siteContent.fr[page], page),
      );
    },
  );

  it("has a unique, search-friendly title and description on every page", () => {
    const metas = (["fr", "en"] as const).flatMap((locale) =>
      pages.map((page) => siteContent[locale][page].meta),
    );
    // A figure or a price is a token here, filled where the page is built: counted as the
    // longest it shows ("7 years", "15 000 – 150 000 FCFA").
    const shown = (s: string) =>
      s.replace(/\{figure:[^}]+\}/g, "x".repeat(7)).replace(/\{price:[^}]+\}/g, "x".repeat(22));
    for (const meta of metas) {
      const title = meta.title;
      const description = shown(meta.description);
      // ≤ 45 so that " | {company name}" still fits in 60 characters with a short name.
      expect(title.length, title).toBeLessThanOrEqual(45);
      expect(description.length, description).toBeGreaterThanOrEqual(120);
      expect(description.length, description).toBeLessThanOrEqual(160);
      expect(`${title} ${description}`).toMatch(/Lomé|Togo/);
    }
    expect(new Set(metas.map((m) => m.title)).size).toBe(metas.length);
    expect(new Set(metas.map((m) => m.description)).size).toBe(metas.length);
  });
});

describe("content required by the spec", () => {
  const fr = siteContent.fr;

  it("home: 3 slides, 6 concepts, 2 modes, 11 clients, 5 partners, 4 advantages", () => {
    expect(fr.home.hero.slides.map((s) => s.cta.href)).toEqual([
      "/quote",
      "/services",
      "/galeries",
    ]);
    expect(fr.home.concepts.items.map((c) => c.id)).toEqual([
      "nettoie-pro",
      "eco-jardin",
      "natura-potager",
      "nettoie-event",
      "eco-event",
      "sante-pro",
    ]);
    expect(fr.home.interventionModes.modes).toHaveLength(2);
    expect(clients).toHaveLength(11);
    expect(partners).toHaveLength(5);
    expect(fr.home.whyChooseUs.items).toHaveLength(4);
    expect(homeSeed.trust.stats[0]?.figure).toBe("clients");
    expect(fr.home.trust.stats[0]?.figure).toBe("500+");
  });

  it("about: 5 distinctions from 2019 to 2025, 4 values, 6 features, anchors", () => {
    const years = fr.about.history.achievements.map((a) => a.year);
    expect(years).toHaveLength(figures.awards);
    expect(Math.min(...years)).toBe(2019);
    expect(Math.max(...years)).toBe(2025);
    expect(fr.about.history.highlights).toHaveLength(2);
    expect(fr.about.missionVisionValues.values.items).toHaveLength(4);
    expect(fr.about.whyChooseUs.features).toHaveLength(6);
    expect([fr.about.hero.historyButton.href, fr.about.hero.teamButton.href]).toEqual([
      "#histoire",
      "#equipe",
    ]);
  });

  it("products: 3 features, a catalogue showing every Ecotrash and Ecoclean photo once, 4 statistics", () => {
    expect(fr.products.hero.features).toHaveLength(3);
    const photos = (range: { products: typeof fr.products.ecotrash.products }) =>
      range.products.flatMap((p) => p.photos.map((photo) => photo.image.name)).sort();
    expect(photos(fr.products.ecotrash)).toEqual(
      Array.from({ length: 11 }, (_, i) => `ecotrash-${i + 1}`).sort(),
    );
    expect(photos(fr.products.ecoclean)).toEqual(
      Array.from({ length: 5 }, (_, i) => `ecoclean-${i + 1}`).sort(),
    );
    for (const product of [...fr.products.ecotrash.products, ...fr.products.ecoclean.products]) {
      expect(product.title && product.description).toBeTruthy();
      expect(product.priceItem || product.price).toBeTruthy();
    }
    expect(fr.products.whyChoose.stats).toHaveLength(4);
  });

  it("services: six concepts, each with its own statistics; trainings with their own durations", () => {
    const concepts = fr.services.concepts.items;
    expect(concepts.map((c) => c.id)).toEqual([
      "nettoie-pro",
      "sante-pro",
      "eco-jardin",
      "natura-potager",
      "eco-event",
      "nettoie-event",
    ]);
    for (const c of concepts) {
      expect(c.services.length).toBeGreaterThanOrEqual(4);
      expect(c.services.length).toBeLessThanOrEqual(6);
      expect(c.benefits.length).toBeGreaterThanOrEqual(3);
      expect(c.benefits.length).toBeLessThanOrEqual(4);
      expect(c.stats).toHaveLength(3);
      expect([c.photo1, c.photo2, c.photo3].map((i) => i.name)).toEqual(
        [1, 2, 3].map((n) => `${c.id}-${n}`),
      );
      expect(c.logo.name).toBe(`logo-${c.id}`);
    }
    const stats = new Set(concepts.map((c) => JSON.stringify(c.stats)));
    expect(stats.size).toBe(concepts.length);
    expect(fr.services.nav.formations).toBe("Formations");
    expect(fr.services.formations.items.map((t) => t.duration)).toEqual([
      "2 semaines",
      "3 semaines",
      "4 semaines",
    ]);
    expect(siteContent.en.services.formations.items.map((t) => t.duration)).toEqual([
      "2 weeks",
      "3 weeks",
      "4 weeks",
    ]);
  });

  it("quote: the cleaning heading and the spec's form texts", () => {
    expect(sectionTitle(section("cleaning"), "fr")).toBe("NETTOYAGE (50 - 650)");
    expect(sectionTitle(section("cleaning"), "en")).toBe("CLEANING (50 - 650)");
    expect(fr.quote.important.items).toHaveLength(4);
    expect(fr.quote.form.title).toBe("Demande de Devis Personnalisé");
    expect(fr.quote.form.submit).toBe("Envoyer ma demande");
    expect(fr.contact.form.submit).toBe("Envoyer le message");
    expect(fr.contact.form.fields.firstName.label).toBe("Prénom");
    expect(fr.contact.form.fields.lastName.label).toBe("Nom");
    expect(fr.contact.map.showButton).toBe("Afficher la carte");
  });

  it("figures are tokens and identity is built from company.ts", () => {
    expect(homeSeed.final.text.fr).toContain("{figure:clients}");
    expect(fr.home.final.text).toContain("500+");
    expect(JSON.stringify([homeSeed, aboutSeed, productsSeed])).not.toMatch(
      /\b500\+|\b5 (distinctions|awards)/,
    );
    expect(whatsappLink(DEFAULT_COMPANY, "Bonjour !")).toBe(
      "https://wa.me/22890000000?text=Bonjour%20!",
    );
  });
});

describe("the company's name", () => {
  const renamed = siteFacts({ ...DEFAULT_COMPANY, name: "Propreté Plus" }, DEFAULT_PRICE_SECTIONS);

  it.each(["fr", "en"] as const)(
    "comes from the settings in every page and interface string (%s)",
    (locale) => {
      const copy = JSON.stringify(shownSite(locale, renamed));
      expect(copy).not.toContain(DEFAULT_COMPANY.name);
      expect(copy).toContain("Propreté Plus");
      const ui = JSON.stringify(words(locale, uiWords, "Propreté Plus"));
      expect(ui).not.toContain(DEFAULT_COMPANY.name);
      expect(ui).not.toContain("{company}");
      expect(ui).toContain("Propreté Plus");
    },
  );

  it("is written with French elision where French wants it", () => {
    expect(frenchOf("Africa Clean")).toBe("d'Africa Clean");
    expect(frenchOf("Écoservices")).toBe("d'Écoservices");
    expect(frenchOf("Propreté Plus")).toBe("de Propreté Plus");
    expect(shownSite("fr", renamed).about.hero.title).toBe("À propos de Propreté Plus");
    expect(siteContent.fr.about.hero.title).toBe("À propos d'Africa Clean");
  });
});

describe("pricing", () => {
  it("holds the spec's grid", () => {
    const range = (id: string) => {
      const item = PRICE_ITEMS.find((i) => i.id === id);
      return item && [item.min, item.max];
    };
    expect(section("cleaning").items.map((z) => [z.min, z.max])).toEqual([
      [50, 100],
      [200, 300],
      [250, 400],
      [400, 600],
      [500, 650],
    ]);
    expect(range("furniture")).toEqual([1500, 3000]);
    expect(range("lighting")).toEqual([100, 500]);
    expect(range("carpets")).toEqual([2000, 5000]);
    expect(range("bins")).toEqual([15_000, 150_000]);
    expect(range("detergent")).toEqual([1000, 1500]);
    expect(range("creation-follow")).toEqual([6000, 6000]);
    expect(range("creation-only")).toEqual([5000, 5000]);
    expect(range("maintenance")).toEqual([1000, 1000]);
  });

  it("labels every item, unit and option in both languages", () => {
    const labelled = [
      ...PRICE_ITEMS.flatMap((i) => [i.label, i.description]),
      ...Object.values(UNIT_LABELS).flatMap((u) => [u.short, u.per]),
      ...[
        SERVICE_TYPE_OPTIONS,
        CONTACT_SERVICE_OPTIONS,
        FREQUENCY_OPTIONS,
        BUDGET_OPTIONS,
        URGENCY_OPTIONS,
      ].flatMap((list) => list.map((o) => o.label)),
    ];
    for (const label of labelled) {
      expect(label.fr.trim()).not.toBe("");
      expect(label.en.trim()).not.toBe("");
    }
    expect(SERVICE_TYPE_OPTIONS.map((o) => o.value)).toEqual([
      "nettoie-pro",
      "sante-pro",
      "eco-jardin",
      "natura-potager",
      "eco-event",
      "nettoie-event",
      "formation",
      "autre",
    ]);
    expect(CONTACT_SERVICE_OPTIONS).toHaveLength(10);
    expect(FREQUENCY_OPTIONS.map((o) => o.value)).toEqual([
      "ponctuel",
      "hebdomadaire",
      "mensuel",
      "trimestriel",
      "semestriel",
      "annuel",
    ]);
    expect(BUDGET_OPTIONS.map((o) => o.value)).toEqual([
      "moins-50k",
      "50k-100k",
      "100k-500k",
      "500k-1m",
      "plus-1m",
      "a-discuter",
    ]);
    expect(URGENCY_OPTIONS.map((o) => o.value)).toEqual(["normal", "urgent", "tres-urgent"]);
  });

  it("formats FCFA the French and the English way", () => {
    expect(formatFcfa(15_000, "fr")).toBe("15\u202f000\u00a0FCFA");
    expect(formatFcfa(15_000, "en")).toBe("15,000\u00a0FCFA");
    expect(formatUnitPrice(section("cleaning").items[0]!, "fr")).toBe("50 – 100\u00a0FCFA / m²");
    expect(formatUnitPrice(section("garden").items[0]!, "en")).toBe("6,000\u00a0FCFA / m²");
  });

  it("estimates a price, degressive by frequency, with the first-order discount", () => {
    expect(
      estimatePrice({ item: itemById("zone1"), quantity: 100, frequency: "ponctuel" }),
    ).toEqual({
      min: 20_000,
      max: 30_000,
      minAfterDiscount: 18_000,
      maxAfterDiscount: 27_000,
    });
    expect(estimatePrice({ item: itemById("zone1"), quantity: 100, frequency: "annuel" })).toEqual({
      min: 17_000,
      max: 25_500,
      minAfterDiscount: 15_300,
      maxAfterDiscount: 22_950,
    });
    const frequencies = FREQUENCY_OPTIONS.map(
      (o) => estimatePrice({ item: itemById("zone2"), quantity: 50, frequency: o.value }).max,
    );
    expect([...frequencies].sort((a, b) => b - a)).toEqual(frequencies);
    // Products are not degressive by frequency.
    expect(estimatePrice({ item: itemById("bins"), quantity: 2, frequency: "annuel" }).min).toBe(
      30_000,
    );
    for (const quantity of [0, -3, Number.NaN]) {
      expect(estimatePrice({ item: itemById("zone0"), quantity, frequency: "mensuel" }).max).toBe(
        0,
      );
    }
    expect(estimatePrice({ item: itemById("unknown"), quantity: 10 }).max).toBe(0);
  });

  it("fills estimate templates", () => {
    expect(fillTemplate(siteContent.fr.quote.estimator.result, { min: "1", max: "2" })).toBe(
      "De 1 à 2",
    );
    expect(fillTemplate("{a} {b}", { a: "x" })).toBe("x {b}");
  });
});
