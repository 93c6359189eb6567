import { figures, formatPercent, telLink, whatsappLink } from "../company";
import type { SiteFacts } from "../site-facts";
import type { QuoteFrame } from "../types";

const discount = formatPercent(figures.firstOrderDiscountPercent, "fr");
const hours = "{figure:quote-hours}";

export default function frQuote({ company }: SiteFacts): QuoteFrame {
  return {
    tabs: { label: "Mode de demande", calculator: "Grille tarifaire", form: "Devis personnalisé" },
    grid: {
      title: "Nos tarifs indicatifs",
      intro:
        "Tous les prix sont en francs CFA (FCFA). Ils vous donnent un ordre de grandeur avant un devis précis.",
      priceHeader: "Prix",
      notes: [
        "Prix indicatifs, dégressifs selon la fréquence et la surface.",
        "Contrats récurrents : devis personnalisé gratuit.",
        `${discount} de réduction sur votre première commande.`,
      ],
    },
    actions: {
      call: { label: `Appeler le ${company.phones.primary.display}`, href: telLink(company) },
      whatsapp: {
        label: "Devis sur WhatsApp",
        href: whatsappLink(company, `Bonjour ${company.name}, je souhaite recevoir un devis.`),
      },
      customQuote: "Demander un devis personnalisé",
      contact: { label: "Nous contacter", href: "/contact" },
    },
    estimator: {
      title: "Estimation instantanée",
      intro:
        "Choisissez une prestation ou un produit de la grille pour obtenir un ordre de prix en quelques secondes.",
      item: { label: "Prestation ou produit", placeholder: "Choisissez dans la grille" },
      quantity: { label: "Quantité ({unit})", placeholder: "Ex. : 100" },
      frequency: { label: "Fréquence", placeholder: "Choisissez une fréquence" },
      frequencyNotApplicable: "La fréquence ne modifie pas le prix de cet article.",
      result: "De {min} à {max}",
      discounted: `Soit {min} à {max} après -${discount} sur la première commande`,
      discountedSingle: `Soit {amount} après -${discount} sur la première commande`,
      prompt: "Choisissez une prestation et une quantité : l'estimation s'affiche ici.",
      submit: "Calculer",
      toForm: "Demander un devis avec cette estimation",
      disclaimer:
        "Estimation indicative calculée à partir de notre grille. Seul le devis établi par nos équipes vous engage.",
    },
    form: {
      title: "Demande de Devis Personnalisé",
      subtitle: `Décrivez votre projet : vous recevez un devis gratuit sous ${hours}.`,
      fields: {
        firstName: { label: "Prénom", placeholder: "Votre prénom" },
        lastName: { label: "Nom", placeholder: "Votre nom" },
        email: { label: "E-mail", placeholder: "vous@exemple.com" },
        phone: { label: "Téléphone", placeholder: "+228 90 00 00 00" },
        company: { label: "Entreprise", placeholder: "Nom de votre entreprise (facultatif)" },
        serviceType: { label: "Type de service", placeholder: "Choisissez un service" },
        area: { label: "Surface", placeholder: "Ex. : 250 m²" },
        frequency: { label: "Fréquence souhaitée", placeholder: "Choisissez une fréquence" },
        description: {
          label: "Décrivez vos besoins",
          placeholder: "Type de lieux, état actuel, dates souhaitées, contraintes particulières...",
        },
        budget: { label: "Budget estimé", placeholder: "Choisissez une fourchette" },
        urgency: { label: "Urgence", placeholder: "Choisissez un délai" },
      },
      requiredNote: "* Champs obligatoires. E-mail ou téléphone : l'un des deux suffit.",
      submit: "Envoyer ma demande",
      submitting: "Envoi en cours...",
      honeypotLabel: "Ne remplissez pas ce champ",
      productNote: "Produit qui m'intéresse : {product}. ",
      estimateNote: "Estimation jointe à votre demande : {item}, {quantity}, {range}.",
      whatsapp: {
        label: "Continuer sur WhatsApp",
        message:
          "Bonjour {company}, je viens d'envoyer la demande de devis {reference} ({service}).",
      },
      feedback: {
        success: {
          title: "Demande de devis envoyée !",
          text: "Nous étudions votre demande et vous recontacterons rapidement.",
          action: { label: "Voir nos services", href: "/services" },
          referenceLabel: "Référence de votre demande",
          noEmail:
            "Sans adresse e-mail, vous ne recevrez pas d'accusé de réception : gardez cette référence. Nous vous répondrons par WhatsApp ou par téléphone.",
        },
        error: {
          title: "Erreur lors de l'envoi",
          text: "Veuillez réessayer ou nous contacter directement.",
        },
      },
    },
  };
}
