import * as z from "zod";
import { readSettingsDocument } from "~/features/company/index.server";
import { nowIso, type AppDatabase } from "~/db/db.server";
import { cleanLine } from "~/lib/clean-text";

/**
 * What new invoices take, set by an administrator on /admin/settings. The registration numbers
 * (RCCM, NIF) come from the legal notice's field and the bank and mobile-money details from the
 * devis settings: one place each, printed on devis and invoices alike (decision 050).
 */
export interface InvoiceSettings {
  /** Whole percent of the devis total asked as a deposit. */
  depositPercent: number;
  /** Days from issue to the due date. */
  termDays: number;
  /** "SARL", "SARLU", "Entreprise individuelle"…; printed beside the name when set. */
  legalForm: string;
}

export const DEFAULT_INVOICE_SETTINGS: InvoiceSettings = {
  depositPercent: 50,
  termDays: 15,
  legalForm: "",
};

const KEY = "invoices";

const storedShape = z
  .object({
    depositPercent: z.int().min(1).max(100),
    termDays: z.int().min(0).max(365),
    legalForm: z.string().max(80),
  })
  .partial();

/** The stored settings over the defaults (a damaged row reads as the defaults). */
export async function readInvoiceSettings(database: AppDatabase): Promise<InvoiceSettings> {
  const parsed = storedShape.safeParse((await readSettingsDocument(database, KEY)) ?? {});
  return { ...DEFAULT_INVOICE_SETTINGS, ...(parsed.success ? parsed.data : {}) };
}

export async function saveInvoiceSettings(
  { db }: AppDatabase,
  settings: InvoiceSettings,
  userId: string | null,
): Promise<void> {
  const row = { value: JSON.stringify(settings), updated_at: nowIso(), updated_by: userId };
  await db
    .insertInto("site_settings")
    .values({ key: KEY, ...row })
    .onConflict((oc) => oc.column("key").doUpdateSet(row))
    .execute();
}

const typed = () => z.string({ error: "INVALID" }).default("");

/** A whole number typed in a field, within bounds; "NUMBER" beside the field otherwise. */
export const wholeNumber = (min: number, max: number) =>
  typed()
    .transform((v) => v.trim().replace(/\s*%$/, ""))
    .pipe(z.string().regex(/^\d{1,3}$/, "NUMBER"))
    .transform(Number)
    .pipe(z.int().min(min, "NUMBER").max(max, "NUMBER"));

/** The invoices part of /admin/settings, read by `parseAdminForm`. */
export const invoiceSettingsSchema = z.object({
  depositPercent: wholeNumber(1, 100),
  termDays: wholeNumber(0, 365),
  legalForm: typed()
    .transform((v) => cleanLine(v).trim())
    .pipe(z.string().max(80, "TOO_LONG")),
});
