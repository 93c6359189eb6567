import { frenchOf, telLink, whatsappLink } from "../company";
import type { SiteFacts } from "../site-facts";
import type { HomeFrame } from "../types";

export default function frHome({ company }: SiteFacts): HomeFrame {
  return {
    hero: {
      label: `Présentation ${frenchOf(company.name)}`,
      previous: "Diapositive précédente",
      next: "Diapositive suivante",
      goToSlide: "Aller à la diapositive {n}",
      pause: "Mettre le diaporama en pause",
      play: "Relancer le diaporama",
    },
    concepts: {
      quoteLabel: "Devis gratuit",
      learnMoreLabel: "En savoir plus",
      contactExperts: { label: "Contacter nos experts", href: "/contact" },
    },
    testimonials: {
      previous: "Témoignage précédent",
      next: "Témoignage suivant",
      pause: "Mettre les témoignages en pause",
      play: "Relancer les témoignages",
      goToSlide: "Aller au témoignage {n}",
      otherLanguage: "Témoignage écrit en anglais",
      ratingLabel: "Note : {rating} sur 5",
      empty:
        "Les premiers témoignages arrivent bientôt. Soyez le premier à partager votre expérience !",
      shareButton: "Partager votre expérience",
      modal: {
        title: "Partagez votre expérience",
        intro:
          "Votre avis aide d'autres clients à nous choisir et nous aide à progresser. Il sera publié après relecture.",
        close: "Fermer",
        fields: {
          name: { label: "Nom complet", placeholder: "Ex. : Afi Mensah" },
          email: { label: "E-mail", placeholder: "vous@exemple.com" },
          rating: { label: "Votre note", star: "étoile", stars: "étoiles" },
          testimonial: {
            label: "Votre témoignage",
            placeholder: "Racontez-nous comment s'est passée notre intervention...",
          },
          phone: { label: "Téléphone", placeholder: "+228 90 00 00 00" },
        },
        requiredNote: "* Champs obligatoires. E-mail ou téléphone : l'un des deux suffit.",
        honeypot: "Ne pas remplir ce champ",
        submit: "Envoyer mon témoignage",
        submitting: "Envoi en cours...",
        cancel: "Annuler",
        success: "Merci pour votre témoignage ! Nous l'examinerons bientôt.",
        error:
          "Votre témoignage n'a pas pu être envoyé. Vérifiez les champs signalés puis réessayez.",
      },
    },
    contactCta: {
      phone: { label: company.phones.primary.display, href: telLink(company) },
      whatsapp: {
        label: "Écrire sur WhatsApp",
        href: whatsappLink(company, `Bonjour ${company.name}, j'aimerais parler de mon projet.`),
      },
    },
  };
}
