// What the team reads about its own work: lead figures and sources, the change log, the outbox, the
// launch checklist.
// The entry the rest of the app imports (safe in the browser; the server side is index.server.ts).
export { AUDIT_FAMILIES, auditFiltersFromUrl, DELETED_ACCOUNT } from "./audit-filters";
export { AuditTargetCell } from "./audit-target-cell";
export { DevisFigures } from "./devis-figures";
export { LaunchPanel } from "./launch-panel";
export { LeadsChart } from "./leads-chart";
export { OUTBOX_STATUSES } from "./lists";
export { MailAlert } from "./mail-alert";
export { OutboxEntry } from "./outbox-entry";
export { SourceTable } from "./source-table";
