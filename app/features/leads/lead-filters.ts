import type { LeadStatus } from "~/db/schema";
import { queryText } from "~/lib/clean-text";
import { isLeadType, type LeadType } from "./lead-kind";

export type { LeadType } from "./lead-kind";

export interface LeadFilters {
  type?: LeadType;
  status?: LeadStatus;
  service?: string;
  from?: string; // YYYY-MM-DD
  to?: string; // YYYY-MM-DD
  q?: string;
  /** Only the leads given to this user ("mine") */
  assignedTo?: string;
  /** Most urgent first (then newest), instead of newest first */
  sort?: "date" | "urgency";
}

export const LEAD_STATUSES: readonly LeadStatus[] = [
  "new",
  "contacted",
  "quoted",
  "won",
  "lost",
  "spam",
];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Reads the inbox filters from a URL, ignoring anything malformed. `?mine=1` keeps the leads
 * given to `userId` (the signed-in staff member), `?sort=urgency` puts the most urgent first.
 */
export function leadFiltersFromUrl(url: URL, userId?: string): LeadFilters {
  const get = (k: string) => queryText(url, k, 100) || undefined;
  const type = get("type");
  const status = get("status");
  const from = get("from");
  const to = get("to");
  return {
    type: isLeadType(type) ? type : undefined,
    status:
      status && (LEAD_STATUSES as readonly string[]).includes(status)
        ? (status as LeadStatus)
        : undefined,
    service: get("service")?.slice(0, 40),
    from: from && DATE.test(from) ? from : undefined,
    to: to && DATE.test(to) ? to : undefined,
    q: get("q")?.slice(0, 100),
    assignedTo: get("mine") === "1" && userId ? userId : undefined,
    sort: get("sort") === "urgency" ? "urgency" : "date",
  };
}
