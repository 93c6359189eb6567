import { contactLead } from "~/features/leads/contact-lead.server";
import { quoteLead } from "~/features/leads/quote-lead.server";
import { testimonialLead } from "~/features/leads/testimonial-lead.server";
import type { LeadKind } from "./lead-kind";
import type { LeadKindEntry } from "./lead-kind-entry.server";

/**
 * Every lead form, one entry each (schema, table, row, words, e-mails), next to the form it
 * belongs to. The pipeline in leads.server.ts reads nothing else about a form.
 */
export const leadKinds = {
  contact: contactLead,
  quote: quoteLead,
  testimonial: testimonialLead,
} satisfies {
  // eslint-disable-next-line typescript/no-explicit-any -- each form stores its own row shape
  [K in LeadKind]: LeadKindEntry<K, any>;
};
