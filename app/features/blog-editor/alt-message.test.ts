import { describe, expect, it } from "vitest";
import { adminWords, words } from "~/i18n/words/admin";
import { altMissingMessage } from "./alt-message";

describe("altMissingMessage", () => {
  const missing = [
    { kind: "cover" as const },
    { kind: "image" as const, position: 2, name: "citerne.jpg" },
    { kind: "image" as const, position: 4, name: null },
  ];
  it("names each undescribed picture in French and in English", () => {
    expect(altMissingMessage(words("fr", adminWords).posts.altMissing, missing, "fr")).toBe(
      "Décrivez l'image de couverture, l'image 2 du texte (citerne.jpg) et l'image 4 du texte avant de publier.",
    );
    expect(altMissingMessage(words("en", adminWords).posts.altMissing, missing, "en")).toBe(
      "Describe the cover image, picture 2 of the text (citerne.jpg), and picture 4 of the text before publishing.",
    );
    expect(altMissingMessage(words("fr", adminWords).posts.altMissing, [missing[0]!], "fr")).toBe(
      "Décrivez l'image de couverture avant de publier.",
    );
  });
});
