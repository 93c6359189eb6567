/**
 * What a devis says outside its PDF: the client's e-mail and WhatsApp message (in the client's
 * language), and the team's notice of an answer (in French, the team's language, as every lead
 * notification: docs/product/emails.md).
 */
import type { CompanyIdentity } from "~/content/company";
import { formatFcfa } from "~/content/pricing";
import { fillTemplate } from "~/i18n/template";
import { adminWords, words } from "~/i18n/words/admin";
import { devisWords } from "~/i18n/words/devis";
import type { Locale } from "~/i18n/locale";
import { formatDay, formatMoment } from "./days";
import type { DevisRow } from "./types";

type Shown = Pick<DevisRow, "client_name" | "total" | "valid_until" | "locale">;

const localeOf = (devis: Pick<DevisRow, "locale">): Locale => (devis.locale === "en" ? "en" : "fr");

function values(devis: Shown, reference: string, link: string, company: CompanyIdentity) {
  const locale = localeOf(devis);
  return {
    name: devis.client_name,
    reference,
    total: formatFcfa(devis.total, locale),
    date: formatDay(devis.valid_until, locale),
    link,
    company: company.name,
  };
}

/** The e-mail that carries the PDF and the private link. */
export function clientEmail(
  devis: Shown,
  reference: string,
  link: string,
  company: CompanyIdentity,
) {
  const w = words(localeOf(devis), devisWords).email;
  const v = values(devis, reference, link, company);
  const contact = `${company.phones.primary.display} · ${company.email}`;
  return {
    subject: fillTemplate(w.subject, v),
    text: `${fillTemplate(w.body, v)}\n\n${fillTemplate(w.sign, v)}\n${contact}\n`,
  };
}

/** "https://wa.me/22890123456?text=…": WhatsApp opens on the client's chat with the message typed. */
export function whatsappLink(
  devis: Shown & Pick<DevisRow, "client_phone">,
  reference: string,
  link: string,
  company: CompanyIdentity,
): string {
  const text = fillTemplate(
    words(localeOf(devis), devisWords).whatsapp,
    values(devis, reference, link, company),
  );
  const phone = devis.client_phone.replace(/\D/g, "");
  return `https://wa.me/${phone}?text=${encodeURIComponent(text)}`;
}

/** The team's notice that the client accepted or declined, with what they typed and from where. */
export function answerEmail(
  devis: Pick<
    DevisRow,
    "client_name" | "total" | "answer_name" | "answer_reason" | "answer_address"
  >,
  outcome: "accepted" | "declined",
  reference: string,
  at: string,
  adminUrl: string,
  company: CompanyIdentity,
) {
  const t = words("fr", adminWords).devis.mail;
  const fields: Array<[string, string]> = [
    [t.client, devis.client_name],
    [t.total, formatFcfa(devis.total, "fr")],
    outcome === "accepted"
      ? [t.typedName, devis.answer_name ?? ""]
      : [t.reason, devis.answer_reason || t.noReason],
    [t.when, formatMoment(at, "fr")],
    [t.address, devis.answer_address ?? "—"],
  ];
  const heading = fillTemplate(t[outcome], { reference, name: devis.answer_name ?? "" });
  return {
    subject: `[${company.name}] ${heading}`,
    text: `${heading}\n\n${fields.map(([k, v]) => `${k} : ${v}`).join("\n")}\n\n${fillTemplate(t.open, { url: adminUrl })}\n`,
  };
}
