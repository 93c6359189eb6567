// Quote requests, contact messages and testimonials: taking them, storing them, mailing them and
// working them.
// The entry the rest of the app imports (safe in the browser; the server side is index.server.ts).
export {
  computeEstimate,
  conceptFromUrl,
  estimateFromUrl,
  type EstimateInput,
  formatEstimateRange,
  formatQuantity,
} from "./estimate";
export { SelectField, TextAreaField, TextField } from "./field";
export { LIMITS, ratingText } from "./form-codes";
export { FormGuardFields } from "./form-guard";
export { IdentityFields } from "./identity-fields";
export { LeadError, LeadSuccess, useLeadToast } from "./lead-feedback";
export { LEAD_STATUSES, leadFiltersFromUrl } from "./lead-filters";
export { fieldPropsFor } from "./lead-form-state";
export {
  isLeadKind,
  isLeadType,
  LEAD_KINDS,
  type LeadKind,
  LEAD_TYPES,
  type LeadType,
} from "./lead-kind";
export { type FormGuard, type LeadResult, showFormError } from "./lead-result";
export {
  estimateWords,
  languageWord,
  LEAD_SERVICES,
  leadWord,
  type StoredEstimate,
} from "./lead-words";
export {
  FORM_ERROR_CODES,
  type FormErrorCode,
  formErrorText,
  prefixedFieldErrorText,
} from "./messages";
export { useLeadForm } from "./use-lead-form";
