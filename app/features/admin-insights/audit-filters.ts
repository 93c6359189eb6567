import { queryText } from "~/lib/clean-text";
import { pageFromUrl } from "~/lib/paging";

/** Kinds of action the journal can be filtered by: the part of an action's code before its dot. */
export const AUDIT_FAMILIES = [
  "lead",
  "testimonial",
  "post",
  "account",
  "session",
  "settings",
  "prices",
  "team",
  "partner",
  "gallery",
  "media",
  "pages",
  "demo",
  "email",
  "devis",
  "backup",
  "navigation",
  "brand",
  "privacy",
  "campaign",
  "invoice",
  "intervention",
] as const;
export type AuditFamily = (typeof AUDIT_FAMILIES)[number];
/** The "who" filter's value for entries whose account was deleted since. */
export const DELETED_ACCOUNT = "deleted";

export interface AuditFilters {
  /** A user id, or DELETED_ACCOUNT */
  who?: string;
  family?: AuditFamily;
  from?: string; // YYYY-MM-DD, Lomé (UTC)
  to?: string; // YYYY-MM-DD
  page: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the journal's filters from its address, ignoring anything malformed. */
export function auditFiltersFromUrl(url: URL): AuditFilters {
  const get = (key: string) => queryText(url, key, 100) || undefined;
  const family = get("kind");
  const from = get("from");
  const to = get("to");
  return {
    who: get("who"),
    family: AUDIT_FAMILIES.find((f) => f === family),
    from: from && DATE.test(from) ? from : undefined,
    to: to && DATE.test(to) ? to : undefined,
    page: pageFromUrl(url),
  };
}
