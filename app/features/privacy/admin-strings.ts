import type { Locale } from "~/i18n/locale";

/**
 * Texts of the private area about personal data (the settings section, the "Personal data"
 * screen, the lead page's notices), French and English. `{name}` placeholders are filled with
 * `fill` (app/features/admin/admin-data.ts).
 */
const fr = {
  settings: {
    title: "Données personnelles et mentions légales",
    intro:
      "La durée de conservation s'affiche sur la page « Confidentialité » et règle l'effacement automatique ; l'hébergeur et le responsable de la publication, sur les « Mentions légales ».",
    retentionMonths: "Durée de conservation des demandes (en mois)",
    retentionHint:
      "De 1 à 120. Passé ce délai, noms, coordonnées et messages sont effacés automatiquement, une fois par jour ; les chiffres du tableau de bord restent. Actuellement : {period}.",
    host: "Hébergeur du site : nom, adresse, téléphone (facultatif)",
    hostHint: "Vide : les mentions légales indiquent que ses coordonnées sont données sur demande.",
    director: "Directeur de la publication (facultatif)",
    directorHint: "Vide : « le représentant légal » de l'entreprise.",
    registration: "Immatriculation : RCCM, NIF (facultatif)",
    save: "Enregistrer ces informations",
  },
  screen: {
    title: "Données personnelles",
    intro:
      "Quand une personne demande ce que nous gardons sur elle, ou demande son effacement, cherchez-la par l'adresse e-mail ou le numéro de téléphone qu'elle a utilisé dans les formulaires.",
    automatic: "Sans demande, les demandes sont anonymisées automatiquement après {period}.",
    changePeriod: "Changer la durée",
    search: "E-mail ou téléphone",
    searchButton: "Chercher",
    invalid: "Indiquez une adresse e-mail ou un numéro de téléphone valide.",
    none: "Rien n'est enregistré pour {person}.",
    found: "Enregistré pour {person} :",
    kinds: {
      contactMessages: "Messages de contact",
      quoteRequests: "Demandes de devis",
      testimonials: "Témoignages",
      leadNotes: "Notes de l'équipe",
      emails: "E-mails",
    },
    leads: "Demandes",
    date: "Date",
    kind: "Type",
    status: "Statut",
    open: "Ouvrir",
    download: "Télécharger tout (JSON)",
    erase: "Effacer ces données…",
    confirmTitle: "Effacer définitivement les données de {person} ?",
    confirmText:
      "Noms, coordonnées, messages, notes de l'équipe et e-mails de cette personne seront effacés. Les dates, services et statuts restent pour les statistiques. Un témoignage publié sera retiré du site. Rien ne pourra être récupéré.",
    confirm: "Oui, effacer définitivement",
    cancel: "Annuler",
    erased: "Données effacées : {rows} ligne(s) anonymisée(s) ou supprimée(s).",
    failed: "L'effacement n'a pas pu se faire : rien n'a été effacé. Réessayez dans un instant.",
  },
  lead: {
    personalData: "Données personnelles de cette personne",
    anonymised:
      "Données personnelles effacées le {date} : il ne reste que la date, le service et le statut.",
  },
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
export type PrivacyAdminStrings = Widen<typeof fr>;

const en: PrivacyAdminStrings = {
  settings: {
    title: "Personal data and legal notice",
    intro:
      "The retention period shows on the “Privacy” page and drives the automatic erasure; the host and the person responsible for publication, on the “Legal notice”.",
    retentionMonths: "How long requests are kept (in months)",
    retentionHint:
      "From 1 to 120. After that, names, contact details and messages are erased automatically, once a day; the dashboard's figures stay. Now: {period}.",
    host: "Website host: name, address, phone (optional)",
    hostHint: "Empty: the legal notice says its details are given on request.",
    director: "Responsible for publication (optional)",
    directorHint: "Empty: the company's “legal representative”.",
    registration: "Registration: RCCM, NIF (optional)",
    save: "Save these details",
  },
  screen: {
    title: "Personal data",
    intro:
      "When someone asks what we keep about them, or asks for it to be erased, look them up by the email address or phone number they used in the forms.",
    automatic: "Without any request, leads are anonymised automatically after {period}.",
    changePeriod: "Change the period",
    search: "Email or phone",
    searchButton: "Search",
    invalid: "Enter a valid email address or phone number.",
    none: "Nothing is stored for {person}.",
    found: "Stored for {person}:",
    kinds: {
      contactMessages: "Contact messages",
      quoteRequests: "Quote requests",
      testimonials: "Testimonials",
      leadNotes: "Team notes",
      emails: "Emails",
    },
    leads: "Leads",
    date: "Date",
    kind: "Type",
    status: "Status",
    open: "Open",
    download: "Download everything (JSON)",
    erase: "Erase this data…",
    confirmTitle: "Erase the data of {person} for good?",
    confirmText:
      "This person's names, contact details, messages, team notes and emails will be erased. Dates, services and statuses stay for the statistics. A published testimonial will leave the site. Nothing can be recovered.",
    confirm: "Yes, erase for good",
    cancel: "Cancel",
    erased: "Data erased: {rows} row(s) anonymised or deleted.",
    failed: "The erasure could not be made: nothing was erased. Please try again in a moment.",
  },
  lead: {
    personalData: "This person's personal data",
    anonymised: "Personal data erased on {date}: only the date, service and status remain.",
  },
};

export function privacyAdminStrings(locale: Locale): PrivacyAdminStrings {
  return locale === "fr" ? fr : en;
}
