/** The media library: every uploaded picture, where it is used, its description, its deletion. */
export const library = {
  title: "Médiathèque",
  intro:
    "Toutes les images envoyées sur le site, les plus récentes d'abord. Cherchez-les par nom ou par description, voyez où chacune est utilisée, supprimez celles qui ne servent plus.",
  search: "Rechercher une image",
  searchHint: "Nom du fichier ou description ; les accents et les majuscules ne comptent pas.",
  searchButton: "Rechercher",
  showAll: "Tout afficher",
  /** Which pictures of how many this page shows: "1–24 sur 30". */
  range: "{from}–{to} sur {total}",
  empty:
    "Aucune image pour le moment : celles envoyées depuis les pages, le blog, l'équipe, les clients ou la galerie apparaîtront ici.",
  noMatch: "Aucune image ne correspond à « {q} ».",
  pager: {
    label: "Pages de la médiathèque",
    previous: "Images précédentes",
    next: "Images suivantes",
  },
  size: "{width} × {height} px",
  weight: "Fichier envoyé : {weight}",
  uploaded: "Envoyée le {date}",
  noPreview: "Aperçu indisponible",
  description: "Description",
  descriptionHint:
    "Ce que montre l'image, pour la retrouver ici. Chaque emplacement (page, article, galerie) garde sa propre description pour les visiteurs, en français et en anglais : la changer ici ne modifie pas les leurs.",
  saveDescription: "Enregistrer la description",
  described: "Description enregistrée.",
  usedIn: "Où elle est utilisée",
  unused: "Utilisée nulle part : elle peut être supprimée.",
  history:
    "Elle figure aussi dans d'anciennes versions de : {pages}. Cela n'empêche pas de la supprimer ; une de ces versions remise en brouillon afficherait une illustration à sa place.",
  keep: "Pour la supprimer, retirez-la d'abord de ces emplacements.",
  remove: "Supprimer l'image",
  removeWarning:
    "L'image et toutes ses tailles seront effacées définitivement. Elle n'est utilisée nulle part sur le site.",
  removed: "Image « {name} » supprimée.",
  refused: "« {name} » n'a pas été supprimée : elle est utilisée ici. Retirez-la d'abord de :",
  gone: "Cette image n'existe plus : elle a été supprimée entre-temps.",
  /** Each place in words; links lead to the screen where it is edited. */
  places: {
    page: "Page {page} ({state})",
    pageStates: {
      draft: "brouillon",
      published: "en ligne",
      both: "en ligne et brouillon",
    },
    typing: "Page {page} : saisie non enregistrée de {name}",
    typingGone: "Page {page} : saisie non enregistrée d'un compte supprimé",
    post: "Article « {title} » ({status}, {language})",
    postStatus: { draft: "brouillon", published: "en ligne" },
    languages: { fr: "français", en: "anglais" },
    gallery: "Galerie : album « {album} »",
    galleryPhotos: { one: "{n} photo", other: "{n} photos" },
    team: "Équipe : {name}",
    partner: "Clients et partenaires : {name}",
    brand: {
      logo: "Logo du site",
      icon: "Icône du site",
      share: "Image de partage du site",
      page: "Image de partage de la page {page}",
    },
  },
};
