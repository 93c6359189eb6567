import { mailtoLink } from "../company";
import type { SiteFacts } from "../site-facts";
import type { LegalPageContent } from "../types";

/** Mentions légales: who publishes the site, who hosts it, and how to reach them. */
export default function frLegal({ company, legal }: SiteFacts): LegalPageContent {
  const { name, address, phones, email } = company;
  return {
    meta: {
      title: "Mentions légales",
      description: `Mentions légales du site ${name} à Lomé (Togo) : éditeur, directeur de la publication, hébergeur, textes et photos, et comment nous écrire.`,
    },
    title: "Mentions légales",
    intro: `Ce site présente les services de ${name}. Voici qui le publie, qui l'héberge et comment nous joindre.`,
    contentsLabel: "Sur cette page",
    sections: [
      {
        id: "editeur",
        heading: "Éditeur du site",
        paragraphs: [
          `Le site est édité par ${name}, ${address.streetAddress}, ${address.country}.`,
          `Téléphone : ${phones.primary.display}. E-mail : ${email}.`,
          ...(legal.registration ? [`Immatriculation : ${legal.registration}.`] : []),
        ],
      },
      {
        id: "publication",
        heading: "Directeur de la publication",
        paragraphs: [
          legal.director ? `${legal.director}, pour ${name}.` : `Le représentant légal de ${name}.`,
        ],
      },
      {
        id: "hebergement",
        heading: "Hébergement",
        paragraphs: legal.host
          ? [`Le site est hébergé par ${legal.host}.`]
          : [
              `Le site est hébergé par un prestataire choisi par ${name}. Ses nom et adresse vous sont communiqués sur simple demande à ${email}.`,
            ],
      },
      {
        id: "propriete",
        heading: "Textes et photos",
        paragraphs: [
          `Les textes, photos, logos et illustrations de ce site appartiennent à ${name} ou sont utilisés avec l'accord de leurs auteurs. Pour les reprendre, demandez-nous d'abord l'autorisation.`,
          "Les témoignages sont publiés avec l'accord de leurs auteurs, après relecture par notre équipe.",
        ],
      },
      {
        id: "donnees",
        heading: "Données personnelles",
        paragraphs: [
          "Ce que nous faisons des informations envoyées par nos formulaires, combien de temps nous les gardons et comment exercer vos droits : tout est expliqué sur notre page de confidentialité.",
        ],
        link: { label: "Lire la politique de confidentialité", href: "/confidentialite" },
      },
      {
        id: "contact",
        heading: "Nous écrire",
        paragraphs: [`Pour toute question sur ce site, écrivez-nous à ${email}.`],
        link: { label: email, href: mailtoLink(company, "Site internet") },
      },
    ],
    seeAlso: { label: "Confidentialité et données personnelles", href: "/confidentialite" },
  };
}
