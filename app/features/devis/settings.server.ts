import * as z from "zod";
import { readSettingsDocument } from "~/features/company/index.server";
import { nowIso, type AppDatabase } from "~/db/db.server";
import { checkbox } from "~/features/forms/index.server";
import { cleanLine, cleanText } from "~/lib/clean-text";
import type { PaymentDetails } from "./types";

/**
 * What every new devis starts from, set by an administrator on /admin/settings: whether VAT is
 * charged and at which rate (off by default: many small companies in Togo are not registered
 * for it), how long a devis stays valid, the usual payment terms in both languages, and where
 * the client pays (bank account, mobile money), printed on the PDF when set.
 */
export interface DevisSettings {
  vatEnabled: boolean;
  /** Hundredths of a percent: 1800 is 18 %, Togo's standard rate. */
  vatRate: number;
  validityDays: number;
  paymentTermsFr: string;
  paymentTermsEn: string;
  /** Payment details; an empty one is left off the PDF. */
  paymentBank: string;
  /** Account number, IBAN or RIB. */
  paymentAccount: string;
  paymentTmoney: string;
  paymentFlooz: string;
}

export const DEFAULT_DEVIS_SETTINGS: DevisSettings = {
  vatEnabled: false,
  vatRate: 1800,
  validityDays: 30,
  paymentTermsFr: "50 % à la commande, le solde à la fin de la prestation.",
  paymentTermsEn: "50% on ordering, the balance when the work is done.",
  paymentBank: "",
  paymentAccount: "",
  paymentTmoney: "",
  paymentFlooz: "",
};

/** What the PDF prints of the payment details. */
export function paymentDetails(settings: DevisSettings): PaymentDetails {
  return {
    bank: settings.paymentBank,
    account: settings.paymentAccount,
    tmoney: settings.paymentTmoney,
    flooz: settings.paymentFlooz,
  };
}

const KEY = "devis";

/** The stored settings, field by field over the defaults (a damaged row reads as the defaults). */
export async function readDevisSettings(database: AppDatabase): Promise<DevisSettings> {
  const parsed = storedShape.safeParse((await readSettingsDocument(database, KEY)) ?? {});
  return { ...DEFAULT_DEVIS_SETTINGS, ...(parsed.success ? parsed.data : {}) };
}

export async function saveDevisSettings(
  { db }: AppDatabase,
  settings: DevisSettings,
  userId: string | null,
): Promise<void> {
  const row = { value: JSON.stringify(settings), updated_at: nowIso(), updated_by: userId };
  await db
    .insertInto("site_settings")
    .values({ key: KEY, ...row })
    .onConflict((oc) => oc.column("key").doUpdateSet(row))
    .execute();
}

const storedShape = z
  .object({
    vatEnabled: z.boolean(),
    vatRate: z.int().min(0).max(10_000),
    validityDays: z.int().min(1).max(365),
    paymentTermsFr: z.string().max(1000),
    paymentTermsEn: z.string().max(1000),
    paymentBank: z.string().max(120),
    paymentAccount: z.string().max(120),
    paymentTmoney: z.string().max(120),
    paymentFlooz: z.string().max(120),
  })
  .partial();

const typed = () => z.string({ error: "INVALID" }).default("");
const terms = () =>
  typed()
    .transform((v) => cleanText(v).trim())
    .pipe(z.string().max(1000, "TOO_LONG"));

const detail = () =>
  typed()
    .transform((v) => cleanLine(v).trim())
    .pipe(z.string().max(120, "TOO_LONG"));

/** The devis part of /admin/settings, read by `parseAdminForm`: "18" or "18,5" for the rate. */
export const devisSettingsSchema = z.object({
  vatEnabled: checkbox(),
  vatRate: typed()
    .transform((v) => v.trim().replace(",", ".").replace(/\s*%$/, ""))
    .pipe(z.string().regex(/^\d{1,2}(\.\d{1,2})?$/, "NUMBER"))
    .transform((v) => {
      const [whole, cents = ""] = v.split(".");
      return Number(whole) * 100 + Number(cents.padEnd(2, "0"));
    }),
  validityDays: typed()
    .transform((v) => v.trim())
    .pipe(z.string().regex(/^\d{1,3}$/, "NUMBER"))
    .transform(Number)
    .pipe(z.int().min(1, "NUMBER").max(365, "NUMBER")),
  paymentTermsFr: terms(),
  paymentTermsEn: terms(),
  paymentBank: detail(),
  paymentAccount: detail(),
  paymentTmoney: detail(),
  paymentFlooz: detail(),
});
