/** Personal data: retention settings, one person's data, a lead's privacy line. */
export const privacy = {
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
      leadNotes: "Notes de l'équipe",
      emails: "E-mails",
      devis: "Devis",
      invoices: "Factures (gardées, nom effacé)",
      creditNotes: "Avoirs",
      payments: "Paiements",
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
      "Noms, coordonnées, messages, notes de l'équipe et e-mails de cette personne seront effacés. Les dates, services et statuts restent pour les statistiques. Un témoignage publié sera retiré du site. Les factures, avoirs et paiements restent, comme la loi l'exige, sans le nom ni les coordonnées. Rien ne pourra être récupéré.",
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
