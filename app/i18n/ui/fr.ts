/** Interface strings of the shared frame and of screens without a content module (French). */
const fr = {
  skipToContent: "Aller au contenu",
  nav: {
    home: "Accueil",
    products: "Produits",
    services: "Services",
    about: "À propos",
    blog: "Blog",
    contact: "Contact",
    quote: "Devis gratuit",
    openMenu: "Ouvrir le menu",
    closeMenu: "Fermer le menu",
    mainLabel: "Navigation principale",
    switchLanguage: "Read this page in English",
    languageShort: "EN",
  },
  footer: {
    tagline: "Nettoyage professionnel, hygiène et éco-services à Lomé et en Afrique de l'Ouest.",
    navigation: "Navigation",
    services: "Nos services",
    serviceLinks: {
      "nettoie-pro": "Nettoyage professionnel",
      "eco-jardin": "Création d'espaces verts",
      "natura-potager": "Potagers bio",
      "eco-event": "Éco-événements",
      "sante-pro": "Hygiène des centres de santé",
    },
    quoteLink: "Demander un devis",
    contact: "Contact",
    follow: "Suivez-nous",
    rights: "Tous droits réservés.",
    address: "Adresse",
    phone: "Téléphone",
    email: "E-mail",
    hoursWeek: "Lundi – samedi",
    sunday: "Dimanche sur rendez-vous",
    emergencies: "Urgences 24 h/24, 7 j/7",
  },
  chat: { label: "Discuter avec nous sur WhatsApp", message: "Bonjour Africa Clean, j'aimerais avoir des informations." },
  toast: { close: "Fermer la notification", region: "Notifications" },
  notFound: {
    metaTitle: "Page introuvable",
    metaDescription: "Cette page n'existe pas ou a été déplacée.",
    heading: "Oops ! Page Introuvable",
    message: "La page que vous cherchez semble avoir disparu. Elle a peut-être été déplacée ou n'existe plus.",
    quickLinksTitle: "Ces pages peuvent vous aider :",
    quickLinks: { home: "Accueil", services: "Nos services", products: "Nos produits", quote: "Devis gratuit", contact: "Contact" },
    home: "Retour à l'Accueil",
    back: "Page Précédente",
  },
  error: {
    title: "Une erreur est survenue",
    message: "Nous n'avons pas pu afficher cette page. Veuillez réessayer dans un instant.",
    retry: "Réessayer",
  },
  pages: {
    blog: { title: "Blog : conseils d'hygiène et d'entretien", description: "Conseils d'hygiène, d'entretien et d'écologie au quotidien par l'équipe Africa Clean à Lomé.", heading: "Le blog Africa Clean" },
    article: { title: "Article introuvable", description: "Cet article n'existe pas ou n'est plus publié.", notFound: "Article non trouvé", backToBlog: "Retour au blog" },
    admin: { title: "Administration", description: "Espace privé de l'équipe Africa Clean.", heading: "Administration", checking: "Vérification de l'authentification..." },
    login: { title: "Connexion", description: "Connexion à l'espace d'administration Africa Clean.", heading: "Connexion" },
  },
} as const;

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
export type UiStrings = Widen<typeof fr>;
export default fr satisfies UiStrings;
