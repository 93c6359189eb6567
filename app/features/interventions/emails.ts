/**
 * What the client reads of an intervention outside the site: the e-mail with its calendar file,
 * the WhatsApp text, the day-before reminder and the testimonial request, in the devis's language.
 */
import type { CompanyIdentity } from "~/content/company";
import type { Locale } from "~/i18n/locale";
import { fillTemplate } from "~/i18n/template";
import { interventionWords, words } from "~/i18n/words/interventions";
import type { MailAttachment } from "~/features/mail/index.server";
import { calendarFile } from "./ics";
import { formatSlot, lomeClock, formatLongDay } from "./times";

export type Notice = "planned" | "moved" | "cancelled" | "reminder";

export interface Shown {
  id: string;
  starts_at: string;
  ends_at: string;
  address: string;
  sequence: number;
  locale: string;
  client_name: string;
  client_email: string;
  client_phone: string;
  reference: string;
}

export const localeOf = (row: { locale: string }): Locale => (row.locale === "en" ? "en" : "fr");

function values(row: Shown, company: CompanyIdentity) {
  const locale = localeOf(row);
  return {
    name: row.client_name,
    reference: row.reference,
    company: company.name,
    slot: formatSlot(row.starts_at, row.ends_at, locale),
    day: formatLongDay(lomeClock(new Date(row.starts_at)).day, locale),
    address: row.address,
  };
}

/** The calendar file: its UID names the intervention and the site, so every update replaces it. */
export function calendarAttachment(
  row: Shown,
  method: "REQUEST" | "CANCEL",
  company: CompanyIdentity,
  host: string,
  stamp: string,
): MailAttachment {
  const w = words(localeOf(row), interventionWords).client;
  const v = values(row, company);
  const contact = `${company.phones.primary.display} · ${company.email}`;
  const ics = calendarFile({
    uid: `${row.id}@${host}`,
    sequence: row.sequence,
    method,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    stamp,
    summary: fillTemplate(w.summary, v),
    description: fillTemplate(w.description, { ...v, contact }),
    location: row.address,
    organizer: { name: company.name, email: company.email },
    attendee: row.client_email ? { name: row.client_name, email: row.client_email } : undefined,
  });
  return {
    filename: fillTemplate(w.fileName, v),
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: Buffer.from(ics, "utf8"),
  };
}

/** The e-mail of a planned, moved or cancelled intervention, or of tomorrow's reminder. */
export function noticeEmail(row: Shown, notice: Notice, company: CompanyIdentity) {
  const w = words(localeOf(row), interventionWords).client;
  const v = values(row, company);
  const contact = `${company.phones.primary.display} · ${company.email}`;
  const text = [
    fillTemplate(w.greeting, v),
    "",
    fillTemplate(w[notice].intro, v),
    v.slot,
    fillTemplate(w.address, v),
    "",
    w.calendar,
    w.questions,
    "",
    fillTemplate(w.sign, v),
    contact,
  ].join("\n");
  return { subject: fillTemplate(w[notice].subject, v), text: `${text}\n` };
}

/** "https://wa.me/…?text=…": the same news for the staff to send on WhatsApp. */
export function whatsappText(row: Shown, company: CompanyIdentity, cancelled: boolean): string {
  const w = words(localeOf(row), interventionWords).client;
  const text = fillTemplate(cancelled ? w.whatsappCancelled : w.whatsapp, values(row, company));
  return `https://wa.me/${row.client_phone.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`;
}

/** The private link to the testimonial form, two days after the last intervention. */
export function testimonialEmail(
  row: { locale: string; client_name: string; reference: string; service: string },
  link: string,
  company: CompanyIdentity,
) {
  const w = words(localeOf(row), interventionWords).client;
  const v = { name: row.client_name, reference: row.reference, service: row.service, link };
  const text = `${fillTemplate(w.testimonial.body, v)}\n\n${fillTemplate(w.sign, { company: company.name })}\n`;
  return { subject: fillTemplate(w.testimonial.subject, { company: company.name }), text };
}
