/** The admin's frame: its name, menu, account line, and the words of refused forms and errors. */
export const frame = {
  brand: "Administration",
  nav: {
    dashboard: "Tableau de bord",
    pages: "Pages",
    posts: "Blog",
    leads: "Demandes",
    testimonials: "Témoignages",
    accounts: "Comptes",
    account: "Mon compte",
    settings: "Identité",
    prices: "Tarifs",
    team: "Équipe",
    clients: "Clients",
    gallery: "Galerie",
    menus: "Menus",
    brand: "Logo et partage",
    library: "Médiathèque",
    personalData: "Données personnelles",
    outbox: "E-mails",
    audit: "Journal",
    visits: "Visites",
    backups: "Sauvegardes",
    site: "Voir le site",
  },
  /** Leaving a screen with what was typed there and not saved (features/admin/unsaved-changes). */
  unsaved: {
    title: "Quitter sans enregistrer ?",
    text: "Ce que vous avez saisi sur cet écran n'est pas enregistré. Si vous partez maintenant, vous le perdrez.",
    stay: "Rester sur cet écran",
    leave: "Quitter sans enregistrer",
  },
  /** Typing kept while editing (features/admin/autosave.ts). */
  autosave: {
    saved: "Gardé automatiquement à {time}",
    offline: "Hors connexion : vos modifications sont gardées sur cet appareil",
    refused: "La copie automatique a été refusée : enregistrez vos modifications",
    found:
      "Des modifications que vous n'aviez pas enregistrées ont été gardées ({date}). Les reprendre ?",
    behind:
      "Attention : quelqu'un a enregistré ce contenu depuis ; reprendre vos modifications remplacera les siennes à l'enregistrement.",
    resume: "Reprendre mes modifications",
    discard: "Les écarter",
  },
  /** The admin's own language, kept apart from the public site's. */
  language: { label: "Langue de l'administration", fr: "Français", en: "English" },
  signedInAs: "Connecté en tant que",
  menu: "Menu",
  signOut: "Se déconnecter",
  signOutEverywhere: "Se déconnecter partout",
  problems: {
    notFound: {
      title: "Page introuvable",
      text: "Cette page n'existe pas dans l'espace d'administration (adresse mal tapée, ou élément supprimé depuis).",
    },
    forbidden: {
      title: "Accès réservé",
      text: "Cette page est réservée aux administrateurs. Demandez à un administrateur si vous en avez besoin.",
    },
    failed: {
      title: "Cette page n'a pas pu s'afficher",
      text: "Une erreur s'est produite de notre côté. Réessayez dans un instant ; si elle revient, prévenez la personne qui s'occupe du site.",
    },
    back: "Retour au tableau de bord",
    retry: "Réessayer",
  },
  /** A posted form that the screen's schema refused: nothing was changed (admin-form.server.ts). */
  refused: {
    form: "Rien n'a été modifié : ce qui a été envoyé n'est pas un formulaire de cette page.",
    intent:
      "Rien n'a été modifié : cette page ne connaît pas l'action demandée. Rechargez-la et réessayez.",
    stale:
      "Rien n'a été modifié : le formulaire envoyé ne correspond plus à cette page. Rechargez-la et réessayez.",
    /** {problems}: the sentences of site.problems, one per problem. */
    fields: "Rien n'a été modifié : {problems}",
  },
  errors: {
    forbidden: "Vous n'avez pas les droits pour cette action.",
    failed: "Échec de l'opération : {action}. Réessayez.",
    auth: "Authentification requise pour {action}.",
  },
};
