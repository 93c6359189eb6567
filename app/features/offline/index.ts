// Keeping a lead form's typing when the network is gone, and sending it once it is back.
// The entry the rest of the app imports.
export { LeadKept } from "./lead-kept";
export { OfflineSupport } from "./offline-support";
export { LeadFormFrame, LeadSubmit, usePageLeadForm } from "./page-lead-form";
export { warmQueue } from "./queue-loader";
export { useFetchLead } from "./fetch-lead";
