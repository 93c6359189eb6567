import type { Kysely } from "kysely";
import { nowIso } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { parseLocale, type Locale } from "~/i18n/locale";

export interface ReportSetting {
  weekly: boolean;
  locale: Locale;
}

/** An administrator's Monday report: sent, in French, until they say otherwise. */
export async function readReportSetting(
  db: Kysely<Database>,
  userId: string,
): Promise<ReportSetting> {
  const row = await db
    .selectFrom("report_settings")
    .select(["weekly", "locale"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return { weekly: row ? row.weekly !== 0 : true, locale: parseLocale(row?.locale) ?? "fr" };
}

export async function saveReportSetting(
  db: Kysely<Database>,
  userId: string,
  setting: ReportSetting,
): Promise<void> {
  const values = { weekly: setting.weekly ? 1 : 0, locale: setting.locale, updated_at: nowIso() };
  await db
    .insertInto("report_settings")
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column("user_id").doUpdateSet(values))
    .execute();
}
