/** The accountant's export and the money on the dashboard. */
export const accounting = {
  menu: "Comptabilité",
  title: "Export pour le comptable",
  intro:
    "Pour une période, le journal des factures, avoirs et paiements en écritures SYSCOHADA (ventes au 706, clients au 411, TVA au 443, encaissements au 521, au 571 ou au compte mobile money 5215), et la liste des mêmes pièces. Les fichiers s'ouvrent dans Excel.",
  from: "Du",
  to: "Au (inclus)",
  journal: "Télécharger le journal",
  list: "Télécharger la liste des factures et paiements",
  balanced: "Sur cette période : {lines}, total des débits {debit}, total des crédits {credit}.",
  lines: { one: "{n} écriture", other: "{n} écritures" },
  badPeriod:
    "Cette période n'en est pas une : choisissez deux dates, la première avant la seconde, sur dix ans au plus.",
  unbalanced:
    "La pièce {number} ne s'équilibre pas (HT + TVA ≠ TTC) : le journal n'est pas écrit. Signalez-la à l'administrateur du site.",
  reminders: {
    title: "Relances",
    rule: "Une relance part par e-mail au client, avec la facture, 7, 15 et 30 jours après l'échéance tant qu'elle n'est pas réglée.",
    none: "Aucune relance envoyée.",
    sent: "Relance des {days} jours envoyée le {date}",
    noEmail: "Ce client n'a pas d'adresse e-mail : relancez-le par WhatsApp ou par téléphone.",
    isOn: "Ce client reçoit les relances.",
    isOff: "Ce client a demandé à ne plus recevoir de relances.",
    turnOff: "Ne plus relancer ce client",
    turnOn: "Relancer de nouveau ce client",
    whatsapp: "Relancer par WhatsApp",
    saved: "Choix de relance enregistré.",
  },
  money: {
    title: "L'argent",
    invoiced: "Facturé",
    collected: "Encaissé",
    outstanding: "Reste dû en fin de mois",
    byAge: "Ce que les clients doivent aujourd'hui, selon l'âge de la facture",
    upTo30: "0 à 30 jours",
    upTo60: "31 à 60 jours",
    over60: "Plus de 60 jours",
    delay: "Délai moyen de paiement : {days}.",
    noDelay: "Aucune facture encore payée en entier : pas de délai moyen.",
    days: { one: "{n} jour", other: "{n} jours" },
  },
};
