/**
 * Each lead form's words, one block per kind (LEAD_KINDS): a new form adds its words here and in
 * English only. `name` in lists, `plural` as a heading, `one` in the journal, `newLeads` on the
 * dashboard (inbox kinds), `{ref}` the acknowledgement's reference.
 */
export const leadKinds = {
  contact: {
    name: "Contact",
    plural: "Messages de contact",
    count: { one: "{n} message de contact", other: "{n} messages de contact" },
    one: "Message de contact",
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
