// Personal data: export, erasure, retention and the privacy notes shown beside forms.
// The entry the rest of the app imports (safe in the browser; the server side is index.server.ts).
export { LeadPrivacy } from "./lead-privacy";
export { LegalPage } from "./legal-page";
export { PersonalDataPanel } from "./personal-data-panel";
export { PrivacyNote } from "./privacy-note";
