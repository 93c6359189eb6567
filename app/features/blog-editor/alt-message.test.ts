import { describe, expect, it } from "vitest";
import { adminStrings } from "~/i18n/admin";
import { altMissingMessage } from "./alt-message";

describe("altMissingMessage", () => {
  const missing = [
    { kind: "cover" as const },
    { kind: "image" as const, position: 2, name: "citerne.jpg" },
    { kind: "image" as const, position: 4, name: null },
  ];
  it("names each undescribed picture in French and in English", () => {
    expect(altMissingMessage(adminStrings("fr").posts.altMissing, missing, "fr")).toBe(
      "Décrivez l'image de couverture, l'image 2 du texte (citerne.jpg) et l'image 4 du texte avant de publier.",
    );
    expect(altMissingMessage(adminStrings("en").posts.altMissing, missing, "en")).toBe(
      "Describe the cover image, picture 2 of the text (citerne.jpg), and picture 4 of the text before publishing.",
    );
    expect(altMissingMessage(adminStrings("fr").posts.altMissing, [missing[0]!], "fr")).toBe(
      "Décrivez l'image de couverture avant de publier.",
    );
  });
});
