import type { Selectable, Transaction } from "kysely";
import type { Database, InboxLeadColumns } from "~/db/schema";
import { adminWords, words } from "~/i18n/words/admin";
import { leadKindWords } from "~/i18n/words/lead-kinds";
import { queueEmail } from "~/features/mail/index.server";
import type { Locale } from "~/i18n/locale";
import type { AppRuntime } from "~/runtime/runtime.server";
import { ACKS_PER_ADDRESS_PER_DAY, mayAcknowledge } from "./ack-cap.server";
import { acknowledgementEmail, notificationEmail, type Fields } from "./emails";
import { languageWord } from "./lead-words";
import type { LeadKind } from "./lead-kind";
import type { LeadInput, LeadKindEntry, LeadMeta, StoredRow } from "./lead-kind-entry.server";

/** The person behind a contact message or a quote request, as the e-mails list them. */
export function identityWords(
  input: { firstName: string; lastName: string; email: string; phone: string; company?: string },
  locale: Locale,
): Fields {
  const f = words(locale, adminWords).lead.fields;
  return [
    [f.firstName, input.firstName],
    [f.lastName, input.lastName],
    [f.email, input.email],
    [f.phone, input.phone],
    [f.company, input.company],
  ];
}

/** The same person from a stored lead, as its page lists them. */
export function storedIdentityWords(row: Selectable<InboxLeadColumns>, locale: Locale): Fields {
  const { first_name: firstName, last_name: lastName, email, phone } = row;
  return identityWords({ firstName, lastName, email, phone, company: row.company ?? "" }, locale);
}

/** Where the lead came from: for the team only. */
function origin(meta: LeadMeta): Fields {
  const f = words("fr", adminWords).lead.fields;
  return [
    [f.locale, languageWord(meta.locale, "fr")],
    [f.sourcePage, meta.sourcePage],
    [f.referrer, meta.referrer],
    [f.campaign, meta.utm_campaign ?? meta.utm_source],
  ];
}

/**
 * Tells the team, in the lead's notification, that the visitor got no acknowledgement: they gave
 * no address (the answer goes by WhatsApp or phone), or the address already had its daily share
 * (someone may be using the forms against it).
 */
function ackNote(email: string, acknowledged: boolean): Fields {
  if (acknowledged) return [];
  return [
    [
      "Accusé de réception",
      email
        ? `non envoyé (cette adresse en a déjà reçu ${ACKS_PER_ADDRESS_PER_DAY} aujourd'hui)`
        : "aucun, pas d'adresse e-mail : répondre par WhatsApp ou téléphone",
    ],
  ];
}

/**
 * Queues, in the lead's own transaction, the team's notification and (within the daily cap per
 * address) the visitor's acknowledgement: both are sent by the outbox worker after the commit, so
 * a lead is never stored without them nor announced without being stored (decision 010). What
 * each says comes from the form's entry (lead-kinds.server.ts).
 */
export async function queueLeadEmails<K extends LeadKind, S extends StoredRow>(
  trx: Transaction<Database>,
  config: AppRuntime["config"],
  meta: LeadMeta,
  lead: { kind: K; entry: LeadKindEntry<K, S>; input: LeadInput<K>; stored: S },
) {
  const { kind, entry, input, stored } = lead;
  const { emails } = entry;
  const visitor = emails.visitor(input);
  // A visitor who gave only a phone number read their acknowledgement on the page.
  const acknowledged =
    Boolean(visitor.email) && (await mayAcknowledge(trx, visitor.email, config.AUTH_SECRET));
  const related = { relatedType: kind, relatedId: stored.id };
  const { company } = meta.site;
  await queueEmail(trx, {
    kind: "lead-notification",
    to: meta.site.settings.leadsNotifyTo || config.LEADS_NOTIFY_TO,
    replyTo: visitor.email || undefined,
    ...notificationEmail(
      emails.notification,
      emails.title(input, stored),
      [
        ...emails.describe(input, stored, meta, "fr"),
        ...origin(meta),
        ...ackNote(visitor.email, acknowledged),
      ],
      new URL(emails.adminPath(stored), config.PUBLIC_URL).toString(),
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
        // Its subject and first paragraph, in app/i18n/{fr,en}/lead-kinds.ts; `{ref}` is the reference.
        words(meta.locale, leadKindWords)[kind].acknowledgement,
        meta.locale,
        visitor.name,
        stored.reference,
        company,
        emails.describe(input, stored, meta, meta.locale),
      ),
      ...related,
    });
}
