// Interventions planned from an accepted devis, their e-mails and jobs, the testimonial link.
// Server-only entry: what loaders, actions and server code use.
export { planIntervention, type StepContext, type StepOutcome } from "./booking.server";
export { calendarAttachment, whatsappText } from "./emails";
export {
  hashTestimonialToken,
  reminderMoment,
  sendReminders,
  sendTestimonialRequests,
  startInterventionJobs,
} from "./jobs.server";
export {
  getIntervention,
  interventionsBetween,
  interventionsOfDevis,
  nextInterventions,
  plannedDates,
  shownRow,
  type InterventionLine,
  workDone,
} from "./read.server";
export { cancelIntervention, markDone, moveIntervention } from "./steps.server";
export {
  openTestimonialLink,
  submitTestimonial,
  TESTIMONIAL_LIMITS,
  type LinkState,
  type TeamNotice,
} from "./testimonial-link.server";
