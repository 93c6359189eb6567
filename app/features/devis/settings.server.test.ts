import { afterEach, describe, expect, it } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import {
  DEFAULT_DEVIS_SETTINGS,
  devisSettingsSchema,
  readDevisSettings,
  saveDevisSettings,
} from "./settings.server";

describe("the devis settings form", () => {
  it("reads the VAT rate in percent, off unless ticked", () => {
    const read = devisSettingsSchema.safeParse({
      vatRate: "18,5 %",
      validityDays: "45",
      paymentTermsFr: " Comptant ",
      paymentTmoney: " +228 90 00 11 22 ",
    });
    expect(read.success && read.data).toEqual({
      vatEnabled: false,
      vatRate: 1850,
      validityDays: 45,
      paymentTermsFr: "Comptant",
      paymentTermsEn: "",
      paymentBank: "",
      paymentAccount: "",
      paymentTmoney: "+228 90 00 11 22",
      paymentFlooz: "",
    });
    expect(
      devisSettingsSchema.safeParse({ vatEnabled: "on", vatRate: "18", validityDays: "30" }).data,
    ).toMatchObject({ vatEnabled: true, vatRate: 1800 });
  });

  it("refuses a rate or a validity that is not a number in bounds", () => {
    const refused = devisSettingsSchema.safeParse({ vatRate: "-5", validityDays: "0" });
    expect(refused.success).toBe(false);
    const fields = refused.error!.issues.map((i) => [i.path[0], i.message]);
    expect(fields).toEqual([
      ["vatRate", "NUMBER"],
      ["validityDays", "NUMBER"],
    ]);
  });
});

let database: AppDatabase | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

forEachDatabase((open) => {
  it("starts with VAT off, 18 % ready, 30 days; keeps what an administrator saves", async () => {
    database = await open();
    expect(await readDevisSettings(database)).toEqual(DEFAULT_DEVIS_SETTINGS);
    expect(DEFAULT_DEVIS_SETTINGS).toMatchObject({
      vatEnabled: false,
      vatRate: 1800,
      validityDays: 30,
    });
    const saved = {
      ...DEFAULT_DEVIS_SETTINGS,
      vatEnabled: true,
      validityDays: 15,
      paymentBank: "Orabank Togo",
      paymentAccount: "TG53 TG11 6010 0100 1234 5678 9012",
    };
    await saveDevisSettings(database, saved, null);
    expect(await readDevisSettings(database)).toEqual(saved);
  });
});
