/**
 * Each lead form's words, one block per kind (LEAD_KINDS), so that a new form adds its words here
 * and in English, nowhere else: what the team calls it and the acknowledgement its visitor gets.
 */
export const leadKinds = {
  contact: {
    /** In the inbox, the export, the dashboard's table and the person's file. */
    name: "Contact",
    /** The chart's legend and the personal-data screen's count. */
    plural: "Messages de contact",
    count: { one: "{n} message de contact", other: "{n} messages de contact" },
    /** A journal entry about one of them. */
    one: "Message de contact",
    /** The dashboard's card (inbox kinds only). */
    newLeads: "Nouveaux messages",
    acknowledgement: {
      subject: "Nous avons bien reçu votre message",
      body: "Merci pour votre message. Notre équipe vous répondra dans les plus brefs délais (sous 24 h ouvrées).",
    },
  },
  quote: {
    name: "Devis",
    plural: "Demandes de devis",
    count: { one: "{n} demande de devis", other: "{n} demandes de devis" },
    one: "Demande de devis",
    newLeads: "Nouvelles demandes de devis",
    /** `{ref}` is the request's reference. */
    acknowledgement: {
      subject: "Votre demande de devis {ref}",
      body: "Merci pour votre demande de devis (référence {ref}). Nous étudions votre besoin et vous recontacterons sous 24 h avec un devis gratuit.",
    },
  },
  testimonial: {
    name: "Témoignages",
    plural: "Témoignages",
    count: { one: "{n} témoignage", other: "{n} témoignages" },
    one: "Témoignage",
    acknowledgement: {
      subject: "Merci pour votre témoignage",
      body: "Merci d'avoir partagé votre expérience. Nous l'examinerons bientôt avant de la publier sur notre site.",
    },
  },
};
