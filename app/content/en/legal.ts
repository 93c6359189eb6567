import { mailtoLink } from "../company";
import type { SiteFacts } from "../site-facts";
import type { LegalPageContent } from "../types";

/** Legal notice: who publishes the site, who hosts it, and how to reach them. */
export default function enLegal({ company, legal }: SiteFacts): LegalPageContent {
  const { name, address, phones, email } = company;
  return {
    meta: {
      title: "Legal notice",
      description: `Legal notice of the ${name} website in Lomé, Togo: publisher, person responsible for publication, host, texts and photos, and how to write to us.`,
    },
    title: "Legal notice",
    intro: `This website presents the services of ${name}. Here is who publishes it, who hosts it and how to reach us.`,
    contentsLabel: "On this page",
    sections: [
      {
        id: "editeur",
        heading: "Publisher",
        paragraphs: [
          `The website is published by ${name}, ${address.streetAddress}, ${address.country}.`,
          `Phone: ${phones.primary.display}. Email: ${email}.`,
          ...(legal.registration ? [`Registration: ${legal.registration}.`] : []),
        ],
      },
      {
        id: "publication",
        heading: "Responsible for publication",
        paragraphs: [
          legal.director
            ? `${legal.director}, for ${name}.`
            : `The legal representative of ${name}.`,
        ],
      },
      {
        id: "hebergement",
        heading: "Hosting",
        paragraphs: legal.host
          ? [`The website is hosted by ${legal.host}.`]
          : [
              `The website is hosted by a provider chosen by ${name}. Its name and address are given on request to ${email}.`,
            ],
      },
      {
        id: "propriete",
        heading: "Texts and photos",
        paragraphs: [
          `The texts, photos, logos and illustrations of this website belong to ${name} or are used with their authors' consent. Please ask us before reusing them.`,
          "Testimonials are published with their authors' consent, after our team has read them.",
        ],
      },
      {
        id: "donnees",
        heading: "Personal data",
        paragraphs: [
          "What we do with the information sent through our forms, how long we keep it and how to exercise your rights: it is all on our privacy page.",
        ],
        link: { label: "Read the privacy policy", href: "/confidentialite" },
      },
      {
        id: "contact",
        heading: "Write to us",
        paragraphs: [`For any question about this website, write to ${email}.`],
        link: { label: email, href: mailtoLink(company, "Website") },
      },
    ],
    seeAlso: { label: "Privacy and personal data", href: "/confidentialite" },
  };
}
