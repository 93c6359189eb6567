/**
 * The lead forms, by name: the site's own forms, the offline queue and /api/leads/:kind all
 * accept exactly these. Each one's schema, table, row, words and e-mails are its entry in
 * lead-kinds.server.ts; adding a form is adding its name here and its entry there.
 */
export const LEAD_KINDS = ["contact", "quote", "testimonial"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** The leads the team works in the inbox: every form but the testimonial, which is moderated. */
export type LeadType = Exclude<LeadKind, "testimonial">;
export const LEAD_TYPES = LEAD_KINDS.filter((kind): kind is LeadType => kind !== "testimonial");

export function isLeadKind(value: unknown): value is LeadKind {
  return (LEAD_KINDS as readonly unknown[]).includes(value);
}

export function isLeadType(value: unknown): value is LeadType {
  return (LEAD_TYPES as readonly unknown[]).includes(value);
}
