// Personal data: export, erasure, retention and the privacy notes shown beside forms.
// Server-only entry: what loaders, actions and server code use.
export {
  countRows,
  erasePersonalData,
  exportDocument,
  findPersonalData,
  parsePersonKey,
} from "./personal-data.server";
export { startRetentionJob } from "./retention.server";
