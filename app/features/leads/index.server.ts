// Quote requests, contact messages and testimonials: taking them, storing them, mailing them and
// working them.
// Server-only entry: what loaders, actions and server code use.
export {
  contactAction,
  leadAction,
  leadHeaders,
  quoteAction,
  testimonialAction,
} from "./actions.server";
export { exportLeadsCsv } from "./export.server";
export {
  addLeadNote,
  assignLead,
  getLead,
  leadCounts,
  type LeadType,
  listLeadNotes,
  listLeads,
  latestLeads,
  setLeadStatus,
  type StoredLead,
} from "./inbox.server";
export { ERASED_IDENTITY, erasedToken } from "./lead-kind-entry.server";
export {
  INBOX_KINDS,
  INBOX_TABLES,
  inboxColumns,
  inboxKind,
  type InboxKind,
  leadKinds,
  tableKey,
  type TableKey,
} from "./lead-kinds.server";
export { hitRateLimit } from "./rate-limit.server";
export { fromThisSite } from "./same-site.server";
export { languageRedirect, visitCookies } from "./visit-cookies.server";
