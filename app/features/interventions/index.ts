// Interventions: what pages and components share (no server code).
export { checkSlot, DURATIONS, SLOT_LIMITS, type SlotForm, type SlotProblems } from "./slot";
export {
  addDays,
  formatDuration,
  isDay,
  lomeDay,
  formatLongDay,
  formatSlot,
  formatTime,
  fromLome,
  isoWeek,
  lomeClock,
  weekMonday,
} from "./times";
export { DevisInterventions } from "./devis-interventions";
export { NextInterventions } from "./next-days";
export { SlotFields } from "./slot-fields";
