import { describe, expect, it } from "vitest";
import { fillAllTokens, fillTokens, unknownTokens, type TokenSources } from "./tokens";

const sources = (locale: "fr" | "en", clients = 320): TokenSources => ({
  locale,
  company: "Propreté Plus",
  figure: (key) =>
    ({ clients: `${new Intl.NumberFormat(locale).format(clients)}+`, awards: "4" })[key],
  price: (id) => ({ zone4: { min: 500, max: 650 }, maintenance: { min: 1000, max: 1000 } })[id],
});

describe("tokens in a page's texts", () => {
  it("fills the company, a key figure and a price range in the page's language", () => {
    const text = "{company} : rejoignez les {figure:clients} clients, {price:zone4} le m².";
    expect(fillTokens(text, sources("fr"))).toBe(
      "Propreté Plus : rejoignez les 320+ clients, 500 – 650\u00a0FCFA le m².",
    );
    expect(fillTokens("{price:zone4}, from {price:zone4:min}", sources("en"))).toBe(
      "500 – 650\u00a0FCFA, from 500\u00a0FCFA",
    );
    expect(fillTokens("{figure:clients}", sources("en", 1200))).toBe("1,200+");
    expect(fillTokens("{price:maintenance}", sources("fr"))).toBe("1\u202f000\u00a0FCFA");
  });

  it("never shows a token raw: a removed figure or line reads as nothing", () => {
    expect(fillTokens("a {figure:gone} b {price:gone} c {price:zone4:avg}", sources("fr"))).toBe(
      "a  b  c ",
    );
  });

  it("leaves other braces alone (a chat message's {reference} is filled elsewhere)", () => {
    expect(fillTokens("Bonjour {company}, demande {reference}", sources("fr"))).toBe(
      "Bonjour Propreté Plus, demande {reference}",
    );
  });

  it("fills every text of a page but not an uploaded picture's data", () => {
    const picture = { webp: "{figure:clients}.webp", avif: "x" };
    const filled = fillAllTokens(
      { a: ["{figure:awards} distinctions"], b: { media: picture }, n: 3 },
      sources("fr"),
    );
    expect(filled).toEqual({ a: ["4 distinctions"], b: { media: picture }, n: 3 });
  });

  it("names each braced word that is no known token", () => {
    const known = { figureKeys: new Set(["clients"]), priceIds: new Set(["zone4"]) };
    expect(
      unknownTokens(
        "{company} {figure:clients} {price:zone4} {price:zone4:min} {figure:client} " +
          "{price:zone9} {chiffre:clients} {figure:clients} {price:zone4:avg} {figure:client}",
        known,
      ),
    ).toEqual(["{figure:client}", "{price:zone9}", "{chiffre:clients}", "{price:zone4:avg}"]);
    expect(unknownTokens("Rien { ici }", known)).toEqual(["{ ici }"]);
  });
});
