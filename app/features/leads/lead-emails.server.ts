import type { Transaction } from "kysely";
import type { Database } from "~/db/schema";
import { adminStrings } from "~/features/admin/strings";
import { queueEmail } from "~/features/mail/outbox.server";
import type { Locale } from "~/i18n/locale";
import type { AppRuntime } from "~/runtime/runtime.server";
import { ACKS_PER_ADDRESS_PER_DAY, mayAcknowledge } from "./ack-cap.server";
import { acknowledgementEmail, notificationEmail, type Fields } from "./emails";
import { estimateWords, leadWord, type StoredEstimate } from "./lead-words";
import type { LeadMeta } from "./leads.server";
import type { ContactInput, QuoteInput, TestimonialInput } from "./schemas";

/** A stored lead, as its e-mails describe it. */
export type StoredLead = { id: string } & (
  | { kind: "contact"; input: ContactInput }
  | { kind: "quote"; input: QuoteInput; reference: string; estimate: StoredEstimate | null }
  | { kind: "testimonial"; input: TestimonialInput }
);

/**
 * What the visitor sent, in words, in one language: the team's notification lists it in French
 * and the visitor's acknowledgement recaps it in theirs (labels and words from the admin's own
 * vocabulary, docs/product/emails.md).
 */
function described(lead: StoredLead, meta: LeadMeta, locale: Locale): Fields {
  const f = adminStrings(locale).lead.fields;
  if (lead.kind === "testimonial") {
    const { input } = lead;
    return [
      [f.name, input.name],
      [f.email, input.email],
      [f.phone, input.phone],
      [f.rating, `${input.rating}/5`],
      [f.testimonial, `\n${input.testimonial}`],
    ];
  }
  const { input } = lead;
  const who: Fields = [
    [f.firstName, input.firstName],
    [f.lastName, input.lastName],
    [f.email, input.email],
    [f.phone, input.phone],
    [f.company, input.company],
  ];
  if (lead.kind === "contact") {
    const c = lead.input;
    return [
      ...who,
      [f.subject, c.subject],
      [f.service, leadWord("service", c.service, locale)],
      [f.urgency, leadWord("urgency", c.urgency, locale)],
      [f.message, `\n${c.message}`],
    ];
  }
  const q = lead.input;
  return [
    [f.reference, lead.reference],
    ...who,
    [f.serviceType, leadWord("service", q.serviceType, locale)],
    [f.area, q.area],
    [f.frequency, leadWord("frequency", q.frequency, locale)],
    [f.budget, leadWord("budget", q.budget, locale)],
    [f.urgency, leadWord("urgency", q.urgency, locale)],
    [f.estimate, lead.estimate && estimateWords(lead.estimate, meta.site.prices, locale)],
    [f.description, `\n${q.description}`],
  ];
}

/** Where the lead came from: for the team only. */
function origin(meta: LeadMeta): Fields {
  const f = adminStrings("fr").lead.fields;
  return [
    [f.locale, meta.locale === "en" ? "Anglais" : "Français"],
    [f.sourcePage, meta.sourcePage],
    [f.referrer, meta.referrer],
    [f.campaign, meta.utm_campaign ?? meta.utm_source],
  ];
}

/** The lead's own page in the admin (a testimonial is moderated from the list). */
function adminUrl(publicUrl: string, lead: StoredLead): string {
  const path =
    lead.kind === "testimonial" ? "/admin/testimonials" : `/admin/leads/${lead.kind}/${lead.id}`;
  return new URL(path, publicUrl).toString();
}

/**
 * Tells the team, in the lead's notification, that the visitor got no acknowledgement: the
 * address already had its daily share (someone may be using the forms against it).
 */
function ackNote(acknowledged: boolean): Fields {
  return acknowledged
    ? []
    : [
        [
          "Accusé de réception",
          `non envoyé (cette adresse en a déjà reçu ${ACKS_PER_ADDRESS_PER_DAY} aujourd'hui)`,
        ],
      ];
}

/**
 * Queues, in the lead's own transaction, the team's notification and (within the daily cap per
 * address) the visitor's acknowledgement: both are sent by the outbox worker after the commit, so
 * a lead is never stored without them nor announced without being stored (decision 010).
 */
export async function queueLeadEmails(
  trx: Transaction<Database>,
  config: AppRuntime["config"],
  meta: LeadMeta,
  lead: StoredLead,
) {
  const visitor =
    lead.kind === "testimonial"
      ? { name: lead.input.name, email: lead.input.email }
      : { name: lead.input.firstName, email: lead.input.email };
  const title =
    lead.kind === "testimonial"
      ? lead.input.name
      : `${lead.kind === "quote" ? `${lead.reference} — ` : ""}${lead.input.firstName} ${lead.input.lastName}`;
  const acknowledged = await mayAcknowledge(trx, visitor.email, config.AUTH_SECRET);
  const related = { relatedType: lead.kind, relatedId: lead.id };
  const { company } = meta.site;
  await queueEmail(trx, {
    kind: "lead-notification",
    to: meta.site.settings.leadsNotifyTo || config.LEADS_NOTIFY_TO,
    replyTo: visitor.email,
    ...notificationEmail(
      lead.kind,
      title,
      [...described(lead, meta, "fr"), ...origin(meta), ...ackNote(acknowledged)],
      adminUrl(config.PUBLIC_URL, lead),
      company,
    ),
    ...related,
  });
  if (acknowledged)
    await queueEmail(trx, {
      kind: "lead-acknowledgement",
      to: visitor.email,
      // The visitor's answer reaches the team, not the no-reply sender.
      replyTo: company.email,
      ...acknowledgementEmail(
        lead.kind,
        meta.locale,
        visitor.name,
        lead.kind === "quote" ? lead.reference : undefined,
        company,
        described(lead, meta, meta.locale),
      ),
      ...related,
    });
}
