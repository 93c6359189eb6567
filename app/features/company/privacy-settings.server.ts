import * as z from "zod";
import { DEFAULT_LEGAL_FACTS, RETENTION_BOUNDS, type LegalFacts } from "~/content/legal-facts";
import type { AppDatabase } from "~/db/db.server";
import { cleanText } from "~/lib/clean-text";
import { readSettingsDocument, writeSettingsDocument } from "./settings-documents.server";

/** Stored beside the company's identity, as its own document (its own form and audit entry). */
const KEY = "privacy";

/**
 * The retention period and the legal notice's publisher and host. A missing or damaged document
 * reads as the defaults field by field: the retention job and the pages always have a value.
 */
export async function readPrivacySettings(database: AppDatabase): Promise<LegalFacts> {
  // A missing or hand-damaged document: the defaults stand in until the next save.
  const value = await readSettingsDocument(database, KEY);
  const stored = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
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
  database: AppDatabase,
  settings: LegalFacts,
  userId: string | null,
): Promise<void> {
  await writeSettingsDocument(database, KEY, settings, userId);
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

/** The privacy form of /admin/settings (read by `parseAdminForm`); absent fields count as empty. */
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
