export { addDays, formatDay, isDay, lomeDay } from "./days";
export { DevisEditor } from "./devis-editor";
export { DevisSettingsForm } from "./devis-settings-form";
export { DevisSummary } from "./devis-summary";
export { type DevisDraft, type DevisProblems, emptyLine, readDraft } from "./draft";
export { fcfaInWords } from "./in-words";
export { DEVIS_LIMITS, formatQuantity, formatRate, mulDivRound, parseAmount } from "./money";
export { devisReference, effectiveStatus } from "./reference";
export { sampleDevisPdfInput } from "./sample";
export { StatusBadge } from "./status-badge";
export {
  DEVIS_STATUSES,
  type DevisCompany,
  type DevisLineRow,
  type DevisRow,
  type DevisStatus,
} from "./types";
export { unitWord } from "./unit-word";
