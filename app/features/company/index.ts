// The company's own data: settings, prices, team, clients, gallery, privacy settings, and the
// cached copy pages read.
// The entry the rest of the app imports (safe in the browser; the server side is index.server.ts).
export { addressLines, addressParts, formatAddress } from "./address";
export {
  closesField,
  FOLLOWING_WEEKDAYS,
  formFromWeek,
  openField,
  opensField,
  SAME_WEEKDAYS_FIELD,
  sameWeekdays,
  type TimeField,
} from "./hours-fields";
export { type DraftSection, itemField, sectionField, toDraft } from "./price-form";
export { pick, type TeamMemberView, teamView, tickerEntry, type TickerEntry } from "./public-views";
export { type CompanySettings, defaultSettings, SOCIAL_FIELDS } from "./settings";
export { GALLERY_MAX_FILES, UPLOAD_BODY_LIMITS, uploadPath } from "./upload-limits";
