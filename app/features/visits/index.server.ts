// Visits counted by the server, without cookie or script (docs/product/visits.md).
// Server-only entry.
export {
  type HeaderOf,
  isRobot,
  type PageRequest,
  pageRequestOf,
  pageViewOf,
} from "./page-view.server";
export {
  rollUpVisits,
  startVisitTotalsJob,
  totalVisitDays,
  VISIT_ROWS_DAYS,
} from "./rollup.server";
export type { Bucket } from "./buckets";
export {
  type Period,
  sourceOfLead,
  type SourceLine,
  visitReport,
  type VisitReport,
} from "./report.server";
export { type PageView, VisitLog } from "./visit-log.server";
export { startVisitCounter, type VisitCounter } from "./visit-counter.server";
export {
  createCampaignLink,
  findCampaignLink,
  listCampaignLinks,
  type NewCampaignLink,
  removeCampaignLink,
} from "./campaign-links.server";
