import * as z from "zod";
import { DEFAULT_LEGAL_FACTS, RETENTION_BOUNDS, type LegalFacts } from "~/content/legal-facts";
import { nowIso, type AppDatabase } from "~/db/db.server";
import { cleanText } from "~/lib/clean-text";
import { bumpContentVersion } from "~/features/company/content-version.server";
import type { FieldCode, FieldProblems } from "~/features/forms";

/** Stored beside the company's identity, as its own document (its own form and audit entry). */
const KEY = "privacy";

/**
 * The retention period and the legal notice's publisher and host. A missing or damaged document
 * reads as the defaults field by field: the retention job and the pages always have a value.
 */
export async function readPrivacySettings({ db }: AppDatabase): Promise<LegalFacts> {
  const row = await db
    .selectFrom("site_settings")
    .select("value")
    .where("key", "=", KEY)
    .executeTakeFirst();
  let stored: Record<string, unknown> = {};
  try {
    const value: unknown = row ? JSON.parse(row.value) : {};
    if (value && typeof value === "object") stored = value as Record<string, unknown>;
  } catch {
    // A hand-damaged row: the defaults stand in until the next save.
  }
  const months = stored.retentionMonths;
  const text = (key: "host" | "director" | "registration") =>
    typeof stored[key] === "string" ? stored[key] : DEFAULT_LEGAL_FACTS[key];
  return {
    retentionMonths:
      Number.isInteger(months) &&
      (months as number) >= RETENTION_BOUNDS.min &&
      (months as number) <= RETENTION_BOUNDS.max
        ? (months as number)
        : DEFAULT_LEGAL_FACTS.retentionMonths,
    host: text("host"),
    director: text("director"),
    registration: text("registration"),
  };
}

/** Replaces the document; public pages show it within seconds in every process. */
export async function savePrivacySettings(
  { db }: AppDatabase,
  settings: LegalFacts,
  userId: string | null,
): Promise<void> {
  const row = { value: JSON.stringify(settings), updated_at: nowIso(), updated_by: userId };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("site_settings")
      .values({ key: KEY, ...row })
      .onConflict((oc) => oc.column("key").doUpdateSet(row))
      .execute();
    await bumpContentVersion(trx);
  });
}

/**
 * Shown inside a sentence: control characters dropped, and the lines of an address typed in
 * the box joined with commas ("OVH SAS, 2 rue Kellermann, Roubaix").
 */
const text = (max: number) =>
  z
    .string({ error: "INVALID" })
    .default("")
    .transform((v) =>
      cleanText(v)
        .split("\n")
        .map((line) => line.replace(/\s+/g, " ").trim())
        .filter(Boolean)
        .join(", "),
    )
    .pipe(z.string().max(max, "TOO_LONG"));

/** The privacy form of /admin/settings (read by `readAdminForm`); absent fields count as empty. */
export const privacySettingsSchema = z.object({
  retentionMonths: z
    .string({ error: "INVALID" })
    .default("")
    .transform((v) => v.trim())
    .pipe(
      z
        .string()
        .min(1, "REQUIRED")
        .regex(/^\d{1,3}$/, "MONTHS")
        .transform(Number)
        .pipe(z.number().min(RETENTION_BOUNDS.min, "MONTHS").max(RETENTION_BOUNDS.max, "MONTHS")),
    ),
  host: text(300),
  director: text(120),
  registration: text(160),
});

/** Reads the privacy part of /admin/settings from a FormData; problems by field, as codes. */
export function parsePrivacyForm(
  form: FormData,
): { ok: true; settings: LegalFacts } | { ok: false; problems: FieldProblems } {
  const parsed = privacySettingsSchema.safeParse(Object.fromEntries(form));
  if (parsed.success) return { ok: true, settings: parsed.data };
  const problems: FieldProblems = {};
  for (const issue of parsed.error.issues)
    problems[String(issue.path[0] ?? "form")] ??= issue.message as FieldCode;
  return { ok: false, problems };
}
