import { mailtoLink } from "../company";
import { retentionPhrase } from "../legal-facts";
import type { SiteFacts } from "../site-facts";
import type { LegalPageContent } from "../types";

/**
 * Privacy: what each form stores, why, where, who sees it, for how long, and the visitor's
 * rights (docs/product/privacy.md). The period is the one the retention job applies.
 */
export default function enPrivacy({ company, legal }: SiteFacts): LegalPageContent {
  const { name, address, email } = company;
  const period = retentionPhrase(legal.retentionMonths, "en");
  return {
    meta: {
      title: "Privacy and personal data",
      description: `What ${name} (Lomé, Togo) does with the data of its forms: why, where, who sees it, how long we keep it (${period}) and your rights.`,
    },
    title: "Privacy and personal data",
    intro:
      "When you write to us, ask for a quote or leave a testimonial, you trust us with some information. Here is what we do with it, in plain words.",
    contentsLabel: "On this page",
    sections: [
      {
        id: "responsable",
        heading: "Who is responsible",
        paragraphs: [
          `${name}, ${address.streetAddress}, ${address.country}. For any question about your data: ${email}.`,
        ],
      },
      {
        id: "formulaires",
        heading: "What our forms collect",
        paragraphs: ["Only what you type into the form:"],
        items: [
          "Contact form: first name, last name, email or phone (or both) and, if you give them, company, subject, service, urgency; your message.",
          "Quote request: first name, last name, email or phone (or both) and, if you give them, company, area, frequency, budget, urgency, chosen estimate; the type of service and the description of your needs.",
          "Testimonial: name, email or phone (or both), rating and the testimonial itself.",
          "With each form sent: the page's language, the page you wrote from, the website or campaign that brought you to us, your browser's name and an encrypted fingerprint of your IP address (not the address itself).",
        ],
      },
      {
        id: "finalites",
        heading: "Why",
        paragraphs: [
          "To answer you, prepare and follow up your quote, send you an acknowledgement, and publish your testimonial if our team approves it. The technical details help us block abusive sending and know how people find us.",
          "We never sell or lend your data, and we do not use it for advertising. The website has no newsletter: you are not added to any mailing list.",
        ],
      },
      {
        id: "stockage",
        heading: "Where it is kept",
        paragraphs: [
          "In the website's database, at our host (see the legal notice). Each form sent is also passed on by email to the team's inbox.",
        ],
        link: { label: "See the legal notice", href: "/mentions-legales" },
      },
      {
        id: "acces",
        heading: "Who sees it",
        paragraphs: [
          `Only members of the ${name} team with a personal, password-protected account read it, in the website's private area.`,
          "A published testimonial shows everyone your name, rating and text; never your email or phone.",
        ],
      },
      {
        id: "duree",
        heading: "How long",
        paragraphs: [
          `We keep your requests for ${period} after they were sent. After that they are anonymised automatically: name, email, phone, company and message are erased, and so are the emails that carried them. Only facts unrelated to you (date, kind of request, service, outcome) remain, for our statistics.`,
          "For a testimonial, your email and phone are erased after the same period. If it is published, your name and text stay online until you ask us to remove them; otherwise it is fully anonymised.",
          "Our invoices, credit notes and payment receipts are the exception: the law (the OHADA Uniform Act on accounting) requires us to keep our accounting records for ten years. They therefore stay even if you ask us to erase your data; your name, email, phone and address on them are then replaced, and only amounts and dates remain.",
        ],
      },
      {
        id: "cookies",
        heading: "Cookies",
        paragraphs: ["For its visitors, the website sets two small cookies at most:"],
        items: [
          "“lng” remembers the language you chose, for one year.",
          "“lead_src” remembers for 30 days the website or campaign that brought you here, to note it with your request.",
          "No advertising or audience-measurement cookies: visits are counted without one (see below). The map on the contact page loads from OpenStreetMap only when you ask for it.",
        ],
      },
      {
        id: "visites",
        heading: "The visits we count",
        paragraphs: [
          "To learn what brings our clients, the website's server counts the pages read, with no cookie, no script and without keeping your IP address. For each page: its address, its language, the time, the website or campaign the visit came from, the kind of device (phone, tablet, computer) and, when our host states it, the country.",
          "To count a visitor once a day, your IP address and your browser's name are mixed with a code drawn at random each day, then encrypted; the code is deleted the next day, so nobody, not even we, can recognise you afterwards. Pages read are kept 90 days, then only each day's totals.",
          "Not counted: robots and link previews, signed-in staff, pages the browser loads ahead of time.",
        ],
      },
      {
        id: "droits",
        heading: "Your rights",
        paragraphs: [
          "You may ask at any time to see the data we hold about you, to have it corrected, to receive it in a file, or to have it erased.",
          `Write to ${email} giving the email address or phone number you used in the form. We answer within one month at most.`,
          "If our answer does not satisfy you, you may turn to the personal data protection authority of your country.",
        ],
        link: { label: email, href: mailtoLink(company, "Personal data") },
      },
    ],
    seeAlso: { label: "Legal notice", href: "/mentions-legales" },
  };
}
