// What the team reads about its own work: lead figures and sources, the change log, the outbox, the
// launch checklist.
// Server-only entry: what loaders, actions and server code use.
export { auditActors, listAudit } from "./audit-log.server";
export { devisFigures } from "./devis-stats.server";
export { launchChecklist } from "./launch-checklist.server";
export { leadSources, leadsPerWeek } from "./lead-stats.server";
export { listOutbox, outboxHealth, resendEmail } from "./outbox-admin.server";
export { readReportSetting, saveReportSetting, type ReportSetting } from "./report-settings.server";
export {
  reportEmail,
  reportWeek,
  sendWeeklyReport,
  startWeeklyReportJob,
  weekFigures,
} from "./weekly-report.server";
