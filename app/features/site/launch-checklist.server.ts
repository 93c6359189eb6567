import type { AppDatabase } from "~/db/db.server";
import { PLACEHOLDER_PHONES } from "~/content/company";
import { demoCounts } from "./demo.server";
import { readSettings } from "./settings.server";

export type LaunchStep = "identity" | "phone" | "accounts" | "demo" | "photos";

/**
 * What a new owner still has to do before launch, checked against the database: the identity
 * saved once from the admin, no placeholder phone left, a second staff account, no demo rows,
 * real photos (gallery and team portraits instead of illustrations).
 */
export async function launchChecklist(database: AppDatabase): Promise<Record<LaunchStep, boolean>> {
  const { db } = database;
  const [identityRow, settings, staff, demo, photos, team] = await Promise.all([
    db
      .selectFrom("site_settings")
      .select("updated_by")
      .where("key", "=", "company")
      .executeTakeFirst(),
    readSettings(database),
    db
      .selectFrom("user")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("role", "in", ["admin", "editor"])
      .executeTakeFirst(),
    demoCounts(database),
    db
      .selectFrom("gallery_photos")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirst(),
    db.selectFrom("team_members").select(["photo_media_id"]).execute(),
  ]);
  const digits = (p: string) => `+${p.replace(/\D/g, "")}`;
  const phones = settings ? [settings.phone, settings.phone2, settings.whatsapp] : [];
  return {
    identity: Boolean(identityRow?.updated_by),
    phone:
      Boolean(settings) &&
      !phones.some((p) => p && (PLACEHOLDER_PHONES as readonly string[]).includes(digits(p))),
    accounts: Number(staff?.n ?? 0) >= 2,
    demo: Object.values(demo).every((n) => n === 0),
    photos: Number(photos?.n ?? 0) > 0 && team.every((m) => m.photo_media_id),
  };
}
