import { describe, expect, it } from "vitest";
import { retentionPhrase } from "~/content/legal-facts";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { adminForm, parseAdminForm } from "~/features/forms/index.server";
import {
  privacySettingsSchema,
  readPrivacySettings,
  savePrivacySettings,
} from "./privacy-settings.server";

/** The privacy form posted and read as /admin/settings reads it. */
const parsePrivacyForm = async (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const request = new Request("http://localhost/admin/settings", { method: "POST", body });
  return parseAdminForm(request, adminForm(privacySettingsSchema));
};

describe("the retention period in words", () => {
  it("follows each language's plural rules", () => {
    expect(retentionPhrase(24, "fr")).toBe("24 mois (2 ans)");
    expect(retentionPhrase(24, "en")).toBe("24 months (2 years)");
    expect(retentionPhrase(1, "fr")).toBe("1 mois");
    expect(retentionPhrase(1, "en")).toBe("1 month");
    expect(retentionPhrase(12, "fr")).toBe("12 mois (1 an)");
    expect(retentionPhrase(13, "en")).toBe("13 months (1 year and 1 month)");
    expect(retentionPhrase(18, "fr")).toBe("18 mois (1 an et 6 mois)");
    expect(retentionPhrase(120, "en")).toBe("120 months (10 years)");
  });
});

describe("the privacy settings form", () => {
  it("accepts 1 to 120 whole months and nothing else", async () => {
    for (const months of ["1", "24", " 120 "])
      expect((await parsePrivacyForm({ retentionMonths: months })).ok).toBe(true);
    for (const [months, code] of [
      ["0", "MONTHS"],
      ["121", "MONTHS"],
      ["1.5", "MONTHS"],
      ["-3", "MONTHS"],
      ["douze", "MONTHS"],
      ["1e2", "MONTHS"],
      ["", "REQUIRED"],
    ])
      expect(await parsePrivacyForm({ retentionMonths: months! })).toEqual({
        ok: false,
        refusal: { refused: "fields", problems: { retentionMonths: code }, sent: {} },
      });
  });

  it("joins the lines of an address, drops control characters, bounds the lengths", async () => {
    const parsed = await parsePrivacyForm({
      retentionMonths: "36",
      host: "Exemple Hébergement SARL\r\n  12 rue du Port \n\nLomé\u0000",
      director: "Kossi\tAmouzou",
      registration: "RCCM TG-LOM 2020 B 1234",
    });
    expect(parsed).toEqual({
      ok: true,
      data: {
        retentionMonths: 36,
        host: "Exemple Hébergement SARL, 12 rue du Port, Lomé",
        director: "Kossi Amouzou",
        registration: "RCCM TG-LOM 2020 B 1234",
      },
    });
    expect(await parsePrivacyForm({ retentionMonths: "24", host: "x".repeat(301) })).toEqual({
      ok: false,
      refusal: { refused: "fields", problems: { host: "TOO_LONG" }, sent: {} },
    });
  });
});

forEachDatabase((open) => {
  it("reads the defaults before any save and from a damaged document, the saved values after", async () => {
    const database = await open();
    const defaults = { retentionMonths: 24, host: "", director: "", registration: "" };
    expect(await readPrivacySettings(database)).toEqual(defaults);
    const saved = { retentionMonths: 6, host: "Hôte", director: "", registration: "" };
    await savePrivacySettings(database, saved, null);
    expect(await readPrivacySettings(database)).toEqual(saved);
    for (const broken of ["{not json", '{"retentionMonths":0,"host":5}', "null"]) {
      await database.db
        .updateTable("site_settings")
        .set({ value: broken })
        .where("key", "=", "privacy")
        .execute();
      expect(await readPrivacySettings(database)).toEqual(defaults);
    }
    await database.close();
  });
});
