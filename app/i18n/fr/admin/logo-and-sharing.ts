/** The company's logo, icon and share pictures. */
export const logoAndSharing = {
  title: "Logo et partage",
  intro:
    "Le logo à côté du nom de l'entreprise, l'icône de l'onglet et de l'écran d'accueil des téléphones, et l'image que WhatsApp, Facebook et les autres montrent quand on partage un lien du site.",
  logo: "Logo",
  logoHint:
    "Affiché à 36 pixels de haut dans l'en-tête, le pied de page et sur les devis. Une image PNG au fond transparent convient le mieux.",
  icon: "Icône du site",
  iconHint:
    "Une image carrée d'au moins 192 × 192 pixels (512 × 512 est idéal) : elle est recadrée au carré si besoin.",
  share: "Image de partage du site",
  shareHint:
    "Montrée quand on partage une page du site, 1200 × 630 pixels de préférence. Un article utilise sa photo de couverture.",
  shareAlt: "Ce que montre l'image de partage",
  pages: "Image de partage d'une page",
  pagesHint:
    "Une page peut avoir sa propre image, montrée à la place de celle du site quand on partage cette page.",
  current: "Image actuelle",
  builtIn: "Image fournie avec le site",
  reset: "Revenir à l'image fournie avec le site",
  usesSite: "Utilise l'image de partage du site",
  resetPage: "Revenir à l'image de partage du site",
  change: "Choisir une autre image",
  save: "Enregistrer",
  saved: "Images enregistrées : le site les montre déjà.",
};
