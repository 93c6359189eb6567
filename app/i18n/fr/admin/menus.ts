/** The header's and the footer's menus of the public site. */
export const menus = {
  title: "Menus",
  intro:
    "Les liens du menu du haut (et du menu sur téléphone) et ceux du pied de page, dans l'ordre où vous les rangez ici.",
  header: "Menu du haut",
  footer: "Pied de page",
  page: "Page",
  labelFr: "Texte du lien en français",
  labelEn: "Texte du lien en anglais",
  labelHint: "Laissé vide, un lien montre le nom habituel de sa page, écrit en gris dans le champ.",
  up: "Monter « {page} »",
  down: "Descendre « {page} »",
  remove: "Retirer « {page} » du menu",
  add: "Ajouter au menu",
  addWhich: "Page à ajouter",
  full: "Ce menu est complet ({n} liens).",
  empty: "Aucun lien : ajoutez au moins une page.",
  save: "Enregistrer les menus",
  saved: "Menus enregistrés : le site les affiche déjà.",
};
