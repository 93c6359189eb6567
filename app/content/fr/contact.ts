import {
  directionsUrl,
  mailtoLink,
  mapPageUrl,
  socialNetworkNames,
  socialNetworks,
  telLink,
  whatsappDisplay,
  whatsappLink,
  whatsappNumber,
} from "../company";
import { hoursLines } from "../opening-hours";
import type { SiteFacts } from "../site-facts";
import type { ContactFrame } from "../types";

export default function frContact({ company }: SiteFacts): ContactFrame {
  const { emergencies } = company.openingHours;
  const { primary, secondary } = company.phones;
  return {
    cards: {
      address: {
        title: "Adresse",
        directions: { label: "Obtenir l'itinéraire", href: directionsUrl(company) },
      },
      phones: {
        title: "Téléphones",
        numbers: [
          { label: primary.display, href: telLink(company, primary.tel) },
          ...(secondary
            ? [{ label: secondary.display, href: telLink(company, secondary.tel) }]
            : []),
        ],
        note: {
          first: "Le premier numéro répond aussi sur WhatsApp.",
          second: "Le second numéro répond aussi sur WhatsApp.",
          apart: `Sur WhatsApp : ${whatsappDisplay(company)}.`,
        }[whatsappNumber(company)],
      },
      email: {
        title: "E-mail",
        address: { label: company.email, href: mailtoLink(company) },
        note: "Réponse sous {figure:quote-hours}.",
      },
      hours: {
        title: "Horaires",
        lines: [
          ...hoursLines(company.openingHours, "fr", "Fermé"),
          ...(emergencies.fr ? [{ days: "Urgences", hours: emergencies.fr }] : []),
        ],
      },
    },
    social: {
      title: "Suivez-nous",
      text: "Conseils d'entretien, coulisses de nos chantiers et nouveautés produits.",
      links: socialNetworks(company).map((network) => ({
        network,
        label: `${company.name} sur ${socialNetworkNames[network]}`,
        href: company.social[network],
      })),
    },
    quickActions: {
      title: "Accès rapide",
      items: [
        {
          icon: "FileText",
          label: "Demander un devis gratuit",
          description: "Grille tarifaire et devis personnalisé",
          href: "/quote",
        },
        {
          icon: "Sparkle",
          label: "Découvrir nos services",
          description: "Nos six concepts et nos formations",
          href: "/services",
        },
      ],
    },
    map: {
      title: "Nous trouver",
      text: `Notre siège se trouve dans le quartier de ${company.address.district}, à ${company.address.city}.`,
      showButton: "Afficher la carte",
      notice:
        "La carte est fournie par OpenStreetMap, un service externe. Elle ne se charge que si vous la demandez, pour économiser vos données mobiles.",
      iframeTitle: `Carte : siège d'${company.name} à ${company.address.district}, ${company.address.city}`,
      openExternal: { label: "Ouvrir dans OpenStreetMap", href: mapPageUrl(company) },
    },
    emergency: {
      title: "Une urgence ?",
      text: "Dégât des eaux, désinfection, nettoyage après sinistre : notre équipe d'astreinte intervient 24 h/24, 7 j/7.",
      call: { label: `Appeler le ${company.phones.primary.display}`, href: telLink(company) },
    },
    chat: {
      title: "Discutons sur WhatsApp",
      text: "Envoyez-nous une photo de vos locaux ou de votre besoin : c'est souvent le moyen le plus rapide d'obtenir une estimation.",
      button: {
        label: "Écrire sur WhatsApp",
        href: whatsappLink(company, `Bonjour ${company.name}, j'aimerais avoir des informations.`),
      },
    },
    form: {
      title: "Envoyez-nous un message",
      subtitle: "Remplissez le formulaire : nous vous recontactons rapidement.",
      fields: {
        firstName: { label: "Prénom", placeholder: "Votre prénom" },
        lastName: { label: "Nom", placeholder: "Votre nom" },
        email: { label: "E-mail", placeholder: "vous@exemple.com" },
        phone: { label: "Téléphone", placeholder: "+228 90 00 00 00" },
        company: { label: "Entreprise", placeholder: "Nom de votre entreprise (facultatif)" },
        subject: { label: "Objet", placeholder: "Objet de votre message" },
        service: { label: "Service concerné", placeholder: "Choisissez un service" },
        message: {
          label: "Message",
          placeholder: "Décrivez votre besoin : type de locaux, surface, dates souhaitées...",
        },
        urgency: { label: "Urgence", placeholder: "Choisissez un délai" },
      },
      requiredNote: "* Champs obligatoires. E-mail ou téléphone : l'un des deux suffit.",
      submit: "Envoyer le message",
      sending: "Envoi en cours...",
      honeypotLabel: "Ne remplissez pas ce champ",
      feedback: {
        success: {
          title: "Message envoyé avec succès !",
          text: "Nous vous répondrons dans les plus brefs délais.",
          action: { label: "Voir nos services", href: "/services" },
          referenceLabel: "Référence de votre message",
          noEmail:
            "Sans adresse e-mail, vous ne recevrez pas d'accusé de réception : c'est celui-ci. Nous vous répondrons par WhatsApp ou par téléphone.",
        },
        error: {
          title: "Erreur lors de l'envoi",
          text: "Veuillez réessayer ou nous contacter directement par téléphone.",
        },
      },
    },
  };
}
