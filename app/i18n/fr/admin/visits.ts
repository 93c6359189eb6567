/** Visits counted by the server, and where the leads and accepted devis came from. */
export const visits = {
  title: "Visites et sources",
  intro:
    "Les pages publiques lues par des personnes, comptées par le serveur : sans cookie, sans script et sans adresse IP gardée. Les robots, les aperçus de liens et l'équipe connectée ne comptent pas.",
  period: "Période",
  days: { one: "{n} jour", other: "{n} jours" },
  pageViews: "Pages lues",
  visitsLabel: "Visites",
  visitorsLabel: "Visiteurs",
  before: "{n} sur la période précédente",
  bySource: "D'où viennent les visites, les demandes et l'argent",
  source: "Source",
  leads: "Demandes",
  rate: "Demandes par visite",
  accepted: "Devis acceptés",
  fcfa: "FCFA acceptés",
  none: "Aucune visite ni demande sur cette période.",
  direct: "Accès direct",
  otherSite: "Site {host}",
  noRate: "—",
  campaigns: "Campagnes",
  campaign: "Campagne",
  whatsappNote:
    "WhatsApp n'indique souvent pas d'où vient un visiteur : ses visites paraissent alors directes, sauf par un lien avec une campagne (utm_source=whatsapp).",
};
