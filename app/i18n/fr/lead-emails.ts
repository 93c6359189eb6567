/** The e-mails that acknowledge a form, and the words a stored lead shows in (French). */
export const leadEmails = {
  acknowledgements: {
    contact: {
      subject: "Nous avons bien reçu votre message",
      body: "Merci pour votre message. Notre équipe vous répondra dans les plus brefs délais (sous 24 h ouvrées).",
    },
    quote: {
      subject: "Votre demande de devis {ref}",
      body: "Merci pour votre demande de devis (référence {ref}). Nous étudions votre besoin et vous recontacterons sous 24 h avec un devis gratuit.",
    },
    testimonial: {
      subject: "Merci pour votre témoignage",
      body: "Merci d'avoir partagé votre expérience. Nous l'examinerons bientôt avant de la publier sur notre site.",
    },
  },
  email: {
    hello: "Bonjour {name},",
    recap: "Pour mémoire, voici ce que vous nous avez envoyé :",
    sign: "Cordialement,\nL'équipe {company}",
  },
  languages: {
    fr: "Français",
    en: "Anglais",
  },
  afterDiscount: "après la réduction de 10 % en ligne",
} as const;
