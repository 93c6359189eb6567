import { afterEach, describe, expect, it } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import {
  DEFAULT_INVOICE_SETTINGS,
  invoiceSettingsSchema,
  readInvoiceSettings,
  saveInvoiceSettings,
} from "./settings.server";

describe("the invoice settings form", () => {
  it("reads a percentage, a term in days and a legal form", () => {
    const read = invoiceSettingsSchema.safeParse({
      depositPercent: " 30 % ",
      termDays: "0",
      legalForm: " SARL ",
    });
    expect(read.success && read.data).toEqual({
      depositPercent: 30,
      termDays: 0,
      legalForm: "SARL",
    });
  });

  it("refuses a percentage or a term out of bounds, or not whole", () => {
    for (const [depositPercent, termDays] of [
      ["0", "366"],
      ["101", "-1"],
      ["50,5", "1.5"],
    ]) {
      const refused = invoiceSettingsSchema.safeParse({ depositPercent, termDays });
      expect(refused.success).toBe(false);
      expect(refused.error!.issues.map((i) => [i.path[0], i.message])).toEqual([
        ["depositPercent", "NUMBER"],
        ["termDays", "NUMBER"],
      ]);
    }
  });
});

let database: AppDatabase | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

forEachDatabase((open) => {
  it("starts at 50 % and 15 days, then keeps what an administrator saved", async () => {
    database = await open();
    expect(await readInvoiceSettings(database)).toEqual(DEFAULT_INVOICE_SETTINGS);
    expect(DEFAULT_INVOICE_SETTINGS).toMatchObject({ depositPercent: 50, termDays: 15 });
    const saved = { depositPercent: 40, termDays: 30, legalForm: "SARLU" };
    await saveInvoiceSettings(database, saved, null);
    expect(await readInvoiceSettings(database)).toEqual(saved);
    // A hand-damaged row reads as the defaults until the next save.
    await database.db
      .updateTable("site_settings")
      .set({ value: '{"depositPercent": 400, "termDays": 7}' })
      .where("key", "=", "invoices")
      .execute();
    expect(await readInvoiceSettings(database)).toEqual(DEFAULT_INVOICE_SETTINGS);
  });
});
