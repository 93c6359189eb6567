import { nowIso } from "~/db/db.server";
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
