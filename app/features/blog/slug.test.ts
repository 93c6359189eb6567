import { describe, expect, it } from "vitest";
import { htmlToText, readingMinutes, summarise } from "./reading-time";
import { isSlugShaped, MAX_SLUG_LENGTH, slugify } from "./slug";

describe("slugify (docs/product/forms.md#blog-editor)", () => {
  it.each([
    ["Hygiène des centres de santé", "hygiene-des-centres-de-sante"],
    ["Été À Lomé : ÇA CHAUFFE", "ete-a-lome-ca-chauffe"],
    ["Compost, potager & arrosage !", "compost-potager-arrosage"],
    ["  trop    d'espaces   ", "trop-despaces"],
    ["l'été", "lete"],
    ["L’hôpital propre", "lhopital-propre"],
    ["Tri -- sélectif --- en fête", "tri-selectif-en-fete"],
    ["-- tirets au bord --", "tirets-au-bord"],
    ["Zéro déchet 🌱♻️ à la fête 🎉", "zero-dechet-a-la-fete"],
    ["Le cœur du métier", "le-coeur-du-metier"],
    ["2026 : 10 conseils", "2026-10-conseils"],
    ["snake_case/et\\barres", "snakecaseetbarres"],
    ["Ligne\net\ttabulation", "ligne-et-tabulation"],
    ["🎉🎉", ""],
    ["", ""],
  ])("%j → %j", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("cuts long titles at a word boundary", () => {
    const slug = slugify("Un titre vraiment très long ".repeat(10));
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug).toMatch(/^un-titre-vraiment-tres-long-.*[a-z]$/);
    expect(isSlugShaped(slug)).toBe(true);
  });

  it("recognises slug-shaped URL segments only", () => {
    expect(isSlugShaped("hygiene-des-centres-2")).toBe(true);
    for (const bad of ["", "Hygiene", "a--b", "-a", "a-", "a/b", "é", "a b", "x".repeat(201)])
      expect(isSlugShaped(bad)).toBe(false);
  });
});

describe("reading time (docs/product/screens.md#blog)", () => {
  const words = (n: number) => `<p>${Array.from({ length: n }, (_, i) => `mot${i}`).join(" ")}</p>`;
  it.each([
    [0, 1],
    [1, 1],
    [200, 1],
    [201, 2],
    [400, 2],
    [401, 3],
  ])("%i words → %i min", (n, minutes) => {
    expect(readingMinutes(words(n))).toBe(minutes);
  });

  it("counts text, not markup", () => {
    expect(
      htmlToText(
        `<h2>Titre</h2><p>un&nbsp;<strong>deux</strong></p><ul><li>trois</li></ul><p>l&#39;été &amp; co</p>`,
      ),
    ).toBe("Titre un deux trois l'été & co");
    expect(readingMinutes(`<img src="/img/a.webp" alt="beaucoup de mots ici">`)).toBe(1);
  });

  it("summarises at a word boundary", () => {
    expect(summarise("court")).toBe("court");
    const long = summarise("mot ".repeat(100), 30);
    expect(long.length).toBeLessThanOrEqual(30);
    expect(long.endsWith("mot…")).toBe(true);
  });
});
