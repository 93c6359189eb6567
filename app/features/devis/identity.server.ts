import type { AppDatabase } from "~/db/db.server";
import { getSiteData } from "~/features/company/index.server";
import { paymentDetails, readDevisSettings } from "./settings.server";
import type { DevisCompany } from "./types";

/** The company as its devis print it: identity, registration numbers, payment details. */
export async function devisCompany(database: AppDatabase): Promise<DevisCompany> {
  const site = await getSiteData(database);
  return {
    company: site.company,
    registration: site.legal.registration,
    payment: paymentDetails(await readDevisSettings(database)),
  };
}
