import type { CompanyIdentity } from "~/content/company";
import { leadEmailWords, words } from "~/i18n/words/lead-emails";
import type { Locale } from "~/i18n/locale";
import { fillTemplate } from "~/i18n/template";

export type Fields = Array<[label: string, value: string | number | null | undefined]>;

/** Plain-text list of every field, empty ones included so the team sees what was left out. */
function fieldList(fields: Fields): string {
  return fields
    .map(
      ([label, value]) =>
        `${label}: ${value === null || value === undefined || value === "" ? "—" : value}`,
    )
    .join("\n");
}

/**
 * The e-mail to the company: every field in words, in French (the team's language), and the
 * address of the lead itself in the admin.
 */
export function notificationEmail(
  heading: string,
  title: string,
  fields: Fields,
  adminUrl: string,
  company: CompanyIdentity,
) {
  return {
    subject: `[${company.name}] ${heading} — ${title}`,
    text: `${heading}\n\n${fieldList(fields)}\n\nÀ traiter dans l'espace d'administration : ${adminUrl}\n`,
  };
}

/**
 * The acknowledgement to the visitor, in their language, with a recap of what they sent (the
 * team's answer goes to the company's address: the message's Reply-To).
 */
export function acknowledgementEmail(
  texts: { subject: string; body: string },
  locale: Locale,
  name: string,
  reference: string | undefined,
  company: CompanyIdentity,
  recap: Fields,
) {
  const t = texts;
  const said = words(locale, leadEmailWords).email;
  const fill = (s: string) => s.replaceAll("{ref}", reference ?? "");
  const hello = fillTemplate(said.hello, { name });
  const sign = fillTemplate(said.sign, { company: company.name });
  const contact = `${company.phones.primary.display} · WhatsApp https://wa.me/${company.phones.primary.whatsapp} · ${company.email}`;
  return {
    subject: fill(t.subject),
    text: `${hello}\n\n${fill(t.body)}\n\n${said.recap}\n\n${fieldList(recap)}\n\n${sign}\n${contact}\n`,
  };
}
