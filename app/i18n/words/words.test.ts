import { describe, expect, it } from "vitest";
import * as fr from "../fr";
import { adminWords, words } from "./admin";
import { devisWords } from "./devis";
import { interventionWords } from "./interventions";
import { invoiceWords } from "./invoices";
import { leadEmailWords } from "./lead-emails";
import { leadKindWords } from "./lead-kinds";
import { leadWords } from "./leads";
import { uiWords } from "./ui";

const handles = {
  admin: adminWords,
  devis: devisWords,
  interventions: interventionWords,
  invoices: invoiceWords,
  leadEmails: leadEmailWords,
  leadKinds: leadKindWords,
  leads: leadWords,
  ui: uiWords,
};

/** Every text of a nested object with its key path, e.g. ["nav.quote", "Devis gratuit"]. */
function leaves(value: unknown, prefix = ""): Array<[string, unknown]> {
  if (value === null || typeof value !== "object") return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) =>
    leaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

// The types refuse a missing English key; an extra one (through a spread) or an empty text they
// let through.
describe.each(Object.entries(handles))("the %s words", (_name, { fr: french, en }) => {
  it("have the same keys in French and English, and no empty text", () => {
    const paths = (tree: unknown) => leaves(tree).map(([path]) => path);
    expect(paths(en).sort()).toEqual(paths(french).sort());
    expect([...leaves(french), ...leaves(en)].filter(([, text]) => text === "")).toEqual([]);
  });
});

describe("words", () => {
  it("has a handle for every namespace of the tree", () => {
    expect(Object.keys(handles).sort()).toEqual(Object.keys(fr).sort());
  });

  it("reads a namespace in the language asked for", () => {
    expect(words("fr", leadWords).formErrors.EMPTY).toBe("Le formulaire est vide.");
    expect(words("en", leadWords).formErrors.EMPTY).toBe("The form is empty.");
    expect(words("fr", adminWords)).toBe(fr.admin);
    expect(words("en", leadEmailWords).languages.fr).toBe("French");
  });

  it("fills {company} with the name it is given, and keeps the words of that name", () => {
    const ui = words("fr", uiWords, "Propreté Plus");
    expect(ui.nav.homeLabel).toBe("Propreté Plus — accueil");
    expect(words("en", uiWords, "Propreté Plus").nav.homeLabel).toBe("Propreté Plus — home");
    expect(JSON.stringify(ui)).not.toContain("{company}");
    expect(words("fr", uiWords, "Propreté Plus")).toBe(ui);
    const renamed = words("fr", uiWords, "Lomé Net");
    expect(renamed.nav.homeLabel).toBe("Lomé Net — accueil");
    expect(renamed).not.toBe(ui);
  });

  it("leaves other placeholders, and the admin's words as written", () => {
    expect(words("en", uiWords, "Propreté Plus").pages.blog.count.one).toContain("{n}");
    // The admin's help about the placeholder names it: only the interface is filled.
    expect(words("fr", adminWords).pages.editor.companyHint).toContain("{company}");
  });
});
