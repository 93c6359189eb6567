import sharp from "sharp";
import { largestWebp, type MediaImage } from "~/content/media-image";
import type { AppDatabase } from "~/db/db.server";
import { getSiteData } from "~/features/company/index.server";
import { mediaCacheDir, readMediaFile } from "~/features/media/index.server";
import { getRuntime } from "~/runtime/runtime.server";
import { paymentDetails, readDevisSettings } from "./settings.server";
import type { DevisCompany } from "./types";

/** The uploaded logo as a PNG pdfkit can place, made once per picture. */
const logos = new Map<string, Promise<Buffer | undefined>>();

async function logoPng(database: AppDatabase, logo: MediaImage): Promise<Buffer | undefined> {
  const { config } = await getRuntime();
  const file = await readMediaFile(
    database,
    mediaCacheDir(config.DATA_DIR),
    largestWebp(logo).slice("/media/".length),
  );
  return file
    ? sharp(file.content).resize({ height: 160, withoutEnlargement: true }).png().toBuffer()
    : undefined;
}

/** The company as its devis print it: identity, logo, registration numbers, payment details. */
export async function devisCompany(database: AppDatabase): Promise<DevisCompany> {
  const site = await getSiteData(database);
  const picture = site.brand.logo;
  let logo: Promise<Buffer | undefined> | undefined;
  if (picture) {
    logo = logos.get(picture.id) ?? logoPng(database, picture).catch(() => undefined);
    logos.set(picture.id, logo);
  }
  return {
    company: site.company,
    registration: site.legal.registration,
    payment: paymentDetails(await readDevisSettings(database)),
    logo: await logo,
  };
}
