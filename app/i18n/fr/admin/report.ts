/** The weekly report e-mail to administrators, and its setting on "My account". */
export const report = {
  subject: "{company} : votre semaine du {from} au {to}",
  greeting: "Bonjour {name},",
  intro: "Voici la semaine du {from} au {to} sur le site :",
  visits: { one: "{n} visite", other: "{n} visites" },
  visitsBefore: "{n} la semaine précédente",
  leads: { one: "{n} demande reçue", other: "{n} demandes reçues" },
  sent: { one: "{n} devis envoyé", other: "{n} devis envoyés" },
  accepted: { one: "{n} devis accepté", other: "{n} devis acceptés" },
  acceptedFcfa: "pour {amount}",
  best: "Meilleure source : {source} ({leads}, {fcfa})",
  noBest: "Aucune demande ni devis accepté cette semaine : pas de meilleure source.",
  waiting: {
    one: "{n} demande attend une réponse depuis plus de 24 h",
    other: "{n} demandes attendent une réponse depuis plus de 24 h",
  },
  noneWaiting: "Aucune demande n'attend depuis plus de 24 h.",
  details: "Le détail par source et par campagne : {url}",
  inbox: "Les demandes : {url}",
  stop: "Pour ne plus recevoir ce rapport, ou le recevoir dans une autre langue : {url}",
  setting: {
    title: "Rapport du lundi",
    intro:
      "Chaque lundi à 7 h (heure de Lomé), les administrateurs reçoivent par e-mail le bilan de la semaine : visites, demandes, devis et meilleure source.",
    receive: "Recevoir le rapport chaque lundi",
    language: "Langue du rapport",
    save: "Enregistrer",
    saved: "Réglage du rapport enregistré.",
    adminsOnly: "Le rapport est envoyé aux administrateurs seulement.",
  },
};
