import { nowIso, type AppDatabase } from "~/db/db.server";
import type { LeadMetadata } from "~/db/schema";

/** What a new lead row is stored with (`anonymised_at` is set later, by the retention job). */
type StoredLeadMetadata = Omit<LeadMetadata, "anonymised_at">;

/**
 * The columns every lead row carries (dates, status, language, origin, submission token), as a
 * plain visit to /contact leaves them; a test overrides what it cares about.
 */
export function leadMetadata(overrides: Partial<StoredLeadMetadata> = {}): StoredLeadMetadata {
  const now = nowIso();
  return {
    created_at: now,
    updated_at: now,
    status: "new",
    locale: "fr",
    source_page: "/contact",
    landing: null,
    referrer: null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    utm_term: null,
    utm_content: null,
    ip_hash: null,
    user_agent: null,
    submission_token: crypto.randomUUID(),
    assigned_to: null,
    ...overrides,
  };
}

/** A staff account as better-auth stores it, for tests that need a name beside an edit. */
export async function insertStaff({ db, dialect }: AppDatabase, id: string, name: string) {
  await db
    .insertInto("user")
    .values({
      id,
      name,
      email: `${id}@example.tg`,
      emailVerified: dialect === "sqlite" ? 0 : false,
      image: null,
      createdAt: nowIso(),
      updatedAt: nowIso(),
      role: "editor",
      banned: null,
      banReason: null,
      banExpires: null,
      twoFactorEnabled: null,
    })
    .execute();
}

/** An uploaded picture's row with its 400 and 800 px variants (no files: pages only read the row). */
export async function insertMedia({ db }: AppDatabase, id: string) {
  await db
    .insertInto("media")
    .values({
      id,
      created_at: nowIso(),
      uploaded_by: null,
      original_name: `${id}.jpg`,
      mime_type: "image/jpeg",
      width: 800,
      height: 600,
      bytes: 1000,
      variants: JSON.stringify({
        avif: [`/media/${id}-400.avif 400w`, `/media/${id}-800.avif 800w`],
        webp: [`/media/${id}-400.webp 400w`, `/media/${id}-800.webp 800w`],
      }),
      alt: null,
    })
    .execute();
}

/** `count` automatic-backup entries, one a second from `from`, written 1,000 a statement. */
export async function addBackupEntries(
  database: AppDatabase,
  id: string,
  count: number,
  from: number,
) {
  for (let start = 0; start < count; start += 1_000)
    await database.db
      .insertInto("audit_log")
      .values(
        Array.from({ length: Math.min(1_000, count - start) }, (_, n) => ({
          id: `${id}-${start + n}`,
          created_at: new Date(from + (start + n) * 1000).toISOString(),
          user_id: null,
          action: "backup.automatic",
          target_type: null,
          target_id: null,
          details: null,
        })),
      )
      .execute();
}
