import type { Locale } from "~/i18n/locale";

/** Texts of the private area, French and English (the team reads French; editors may not). */
const fr = {
  brand: "Administration",
  nav: { dashboard: "Tableau de bord", posts: "Blog", leads: "Demandes", testimonials: "Témoignages", accounts: "Comptes", account: "Mon compte", site: "Voir le site" },
  signedInAs: "Connecté en tant que",
  signOut: "Se déconnecter",
  signOutEverywhere: "Se déconnecter partout",
  dashboard: { title: "Tableau de bord", newContacts: "Nouveaux messages", newQuotes: "Nouvelles demandes de devis", pendingTestimonials: "Témoignages à modérer", drafts: "Brouillons", latest: "Dernières demandes", none: "Aucune demande pour le moment." },
  leads: {
    title: "Demandes", type: "Type", status: "Statut", service: "Service", from: "Du", to: "Au", search: "Rechercher", filter: "Filtrer", reset: "Effacer", export: "Exporter en CSV",
    all: "Tous", contact: "Contact", quote: "Devis", count: "{n} demande(s)", empty: "Aucune demande ne correspond.", date: "Date", name: "Nom", open: "Ouvrir",
    statuses: { new: "Nouveau", contacted: "Contacté", quoted: "Devis envoyé", won: "Gagné", lost: "Perdu", spam: "Spam" },
  },
  lead: {
    back: "Retour aux demandes", call: "Appeler", whatsapp: "WhatsApp", email: "E-mail", changeStatus: "Changer le statut", save: "Enregistrer",
    notes: "Notes internes", addNote: "Ajouter une note", noNotes: "Aucune note.", estimate: "Estimation affichée au visiteur", received: "Reçue le", source: "Provenance",
    fields: { reference: "Référence", firstName: "Prénom", lastName: "Nom", email: "E-mail", phone: "Téléphone", company: "Entreprise", subject: "Sujet", service: "Service", serviceType: "Type de service", area: "Surface", frequency: "Fréquence", budget: "Budget", urgency: "Urgence", message: "Message", description: "Besoins", locale: "Langue", sourcePage: "Page", referrer: "Site d'origine", campaign: "Campagne" },
    saved: "Statut enregistré.", noteAdded: "Note ajoutée.",
  },
  testimonials: {
    title: "Témoignages", pending: "À modérer", approved: "Approuvés", rejected: "Refusés", approve: "Approuver", reject: "Refuser", edit: "Modifier l'affichage", save: "Enregistrer",
    company: "Entreprise", role: "Fonction", service: "Service", location: "Lieu", rating: "Note", empty: "Aucun témoignage ici.", approvedToast: "Témoignage publié sur l'accueil.", rejectedToast: "Témoignage refusé.", savedToast: "Témoignage mis à jour.",
  },
  accounts: { title: "Comptes", create: "Créer un compte", email: "E-mail", name: "Nom complet", role: "Rôle", password: "Mot de passe provisoire (12 caractères minimum)", roles: { admin: "Administrateur", editor: "Éditeur" }, created: "Compte créé.", exists: "Un compte existe déjà pour cet e-mail.", you: "vous", changeRole: "Changer le rôle", roleChanged: "Rôle modifié.", remove: "Supprimer", confirmRemove: "Supprimer ce compte définitivement", removed: "Compte supprimé." },
  account: { title: "Mon compte", password: "Changer le mot de passe", current: "Mot de passe actuel", next: "Nouveau mot de passe (12 caractères minimum)", change: "Changer", changed: "Mot de passe changé. Vos autres sessions ont été fermées.", wrong: "Mot de passe actuel incorrect.", sessions: "Sessions actives", thisDevice: "cet appareil", revoke: "Fermer",
    twoFactor: "Double authentification (application TOTP)", twoFactorOn: "Activée sur ce compte.", twoFactorOff: "Désactivée. Activez-la pour protéger l'accès aux demandes.", enable: "Activer", disable: "Désactiver", scan: "Scannez ce QR code avec votre application (Google Authenticator, Aegis…), puis saisissez le code affiché.", backupCodes: "Codes de secours (à conserver hors ligne, chacun sert une fois) :", confirm: "Confirmer", code: "Code à 6 chiffres", manualKey: "Impossible de scanner ? Saisissez cette clé :", enabled: "Double authentification activée.", disabled: "Double authentification désactivée.", badCode: "Code incorrect." },
  posts: {
    title: "Articles du blog", new: "Nouvel article", edit: "Modifier l'article", all: "Tous", draft: "Brouillon", published: "Publié", search: "Rechercher", empty: "Aucun article.",
    fields: { title: "Titre", slug: "Adresse (générée à partir du titre)", excerpt: "Résumé", content: "Contenu", tags: "Mots-clés (séparés par des virgules)", author: "Auteur", cover: "Image de couverture", coverUpload: "Choisir une image" },
    save: "Enregistrer", publish: "Publier", unpublish: "Dépublier", delete: "Supprimer", confirmDelete: "Supprimer définitivement cet article ?", preview: "Aperçu", view: "Voir en ligne",
    saved: "Article enregistré.", publishedToast: "Article publié.", unpublishedToast: "Article dépublié.", deleted: "Article supprimé.", titleRequired: "Le titre est obligatoire.",
    updated: "Modifié le",
    editor: { bold: "Gras", italic: "Italique", h2: "Titre", h3: "Sous-titre", bulletList: "Liste", orderedList: "Liste numérotée", quote: "Citation", link: "Lien", linkPrompt: "Adresse du lien (vide pour retirer) :", image: "Image", undo: "Annuler", redo: "Rétablir", uploadFailed: "Image refusée : JPEG, PNG, WebP ou AVIF de 8 Mo maximum.", toolbar: "Mise en forme" },
  },
  errors: { forbidden: "Vous n'avez pas les droits pour cette action.", failed: "Échec de l'opération : {action}. Réessayez.", auth: "Authentification requise pour {action}." },
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
export type AdminStrings = Widen<typeof fr>;

const en: AdminStrings = {
  brand: "Admin",
  nav: { dashboard: "Dashboard", posts: "Blog", leads: "Leads", testimonials: "Testimonials", accounts: "Accounts", account: "My account", site: "View site" },
  signedInAs: "Signed in as",
  signOut: "Sign out",
  signOutEverywhere: "Sign out everywhere",
  dashboard: { title: "Dashboard", newContacts: "New messages", newQuotes: "New quote requests", pendingTestimonials: "Testimonials to review", drafts: "Drafts", latest: "Latest leads", none: "No leads yet." },
  leads: {
    title: "Leads", type: "Type", status: "Status", service: "Service", from: "From", to: "To", search: "Search", filter: "Filter", reset: "Clear", export: "Export CSV",
    all: "All", contact: "Contact", quote: "Quote", count: "{n} lead(s)", empty: "No lead matches.", date: "Date", name: "Name", open: "Open",
    statuses: { new: "New", contacted: "Contacted", quoted: "Quote sent", won: "Won", lost: "Lost", spam: "Spam" },
  },
  lead: {
    back: "Back to leads", call: "Call", whatsapp: "WhatsApp", email: "Email", changeStatus: "Change status", save: "Save",
    notes: "Internal notes", addNote: "Add a note", noNotes: "No notes.", estimate: "Estimate shown to the visitor", received: "Received", source: "Source",
    fields: { reference: "Reference", firstName: "First name", lastName: "Last name", email: "Email", phone: "Phone", company: "Company", subject: "Subject", service: "Service", serviceType: "Service type", area: "Area", frequency: "Frequency", budget: "Budget", urgency: "Urgency", message: "Message", description: "Needs", locale: "Language", sourcePage: "Page", referrer: "Referring site", campaign: "Campaign" },
    saved: "Status saved.", noteAdded: "Note added.",
  },
  testimonials: {
    title: "Testimonials", pending: "To review", approved: "Approved", rejected: "Rejected", approve: "Approve", reject: "Reject", edit: "Edit display", save: "Save",
    company: "Company", role: "Role", service: "Service", location: "Location", rating: "Rating", empty: "No testimonials here.", approvedToast: "Testimonial published on the home page.", rejectedToast: "Testimonial rejected.", savedToast: "Testimonial updated.",
  },
  accounts: { title: "Accounts", create: "Create an account", email: "Email", name: "Full name", role: "Role", password: "Temporary password (at least 12 characters)", roles: { admin: "Administrator", editor: "Editor" }, created: "Account created.", exists: "An account already exists for this email.", you: "you", changeRole: "Change role", roleChanged: "Role changed.", remove: "Delete", confirmRemove: "Delete this account for good", removed: "Account deleted." },
  account: { title: "My account", password: "Change password", current: "Current password", next: "New password (at least 12 characters)", change: "Change", changed: "Password changed. Your other sessions were signed out.", wrong: "Current password is incorrect.", sessions: "Active sessions", thisDevice: "this device", revoke: "End",
    twoFactor: "Two-factor authentication (TOTP app)", twoFactorOn: "Enabled on this account.", twoFactorOff: "Disabled. Turn it on to protect access to the leads.", enable: "Enable", disable: "Disable", scan: "Scan this QR code with your app (Google Authenticator, Aegis…), then enter the code it shows.", backupCodes: "Backup codes (keep them offline; each works once):", confirm: "Confirm", code: "6-digit code", manualKey: "Can't scan? Enter this key:", enabled: "Two-factor authentication enabled.", disabled: "Two-factor authentication disabled.", badCode: "Incorrect code." },
  posts: {
    title: "Blog posts", new: "New post", edit: "Edit post", all: "All", draft: "Draft", published: "Published", search: "Search", empty: "No posts.",
    fields: { title: "Title", slug: "Address (made from the title)", excerpt: "Excerpt", content: "Content", tags: "Tags (comma-separated)", author: "Author", cover: "Cover image", coverUpload: "Choose an image" },
    save: "Save", publish: "Publish", unpublish: "Unpublish", delete: "Delete", confirmDelete: "Delete this post for good?", preview: "Preview", view: "View online",
    saved: "Post saved.", publishedToast: "Post published.", unpublishedToast: "Post unpublished.", deleted: "Post deleted.", titleRequired: "The title is required.",
    updated: "Updated",
    editor: { bold: "Bold", italic: "Italic", h2: "Heading", h3: "Subheading", bulletList: "List", orderedList: "Numbered list", quote: "Quote", link: "Link", linkPrompt: "Link address (empty to remove):", image: "Image", undo: "Undo", redo: "Redo", uploadFailed: "Image refused: JPEG, PNG, WebP or AVIF up to 8 MB.", toolbar: "Formatting" },
  },
  errors: { forbidden: "You are not allowed to do this.", failed: "Failed to {action}. Please try again.", auth: "Authentication required to {action}." },
};

export function adminStrings(locale: Locale): AdminStrings {
  return locale === "fr" ? fr : en;
}
export { fr as adminFr, en as adminEn };
