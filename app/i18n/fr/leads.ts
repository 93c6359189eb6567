/**
 * What a visitor reads about the forms they send: field and form errors, the offline queue
 * (French). The browser carries these; the e-mails' words are in lead-emails.ts.
 */
export const leads = {
  fieldErrors: {
    REQUIRED_FIELD_MISSING: "ce champ est obligatoire",
    REQUIRED_FIELD_EMPTY: "ce champ est obligatoire",
    TYPE_EMAIL: "adresse e-mail invalide (exemple : nom@domaine.tg)",
    TYPE_NUMERIC: "un nombre est attendu",
    TYPE_TEXT: "un texte est attendu",
    TYPE_PHONE: "numéro invalide (exemple : 90 12 34 56 ou +33 6 12 34 56 78)",
    TOO_LONG: "texte trop long",
    INVALID_OPTION: "choix non reconnu",
    EMAIL_OR_PHONE: "indiquez votre e-mail ou votre numéro de téléphone (l'un des deux suffit)",
    UNSPECIFIED: "valeur non valide",
  },
  formErrors: {
    EMPTY: "Le formulaire est vide.",
    BLOCKED: "Votre envoi a été bloqué. Appelez-nous ou écrivez-nous sur WhatsApp.",
    RATE_LIMITED:
      "Trop d'envois en peu de temps. Réessayez dans quelques minutes, ou appelez-nous.",
    TOO_FAST: "Envoi trop rapide : relisez le formulaire puis envoyez-le à nouveau.",
    PAYLOAD_TOO_LARGE:
      "Le message est trop volumineux : raccourcissez-le puis envoyez-le à nouveau.",
    SERVER_ERROR: "Un problème est survenu de notre côté. Réessayez ou appelez-nous.",
    UNAVAILABLE:
      "Notre serveur est momentanément occupé : votre demande n'a pas été enregistrée. Réessayez dans un instant, ou appelez-nous.",
    OFFLINE:
      "Pas de connexion : votre envoi n'est pas parti, et cet appareil n'a pas pu le garder. Réessayez une fois connecté, ou appelez-nous.",
  },
  offline: {
    keptTitle: "Enregistré sur cet appareil",
    keptText:
      "Pas de connexion pour l'instant : votre envoi est gardé ici et partira tout seul dès votre retour en ligne. Vous n'avez rien à refaire.",
    sentTitle: "Votre envoi fait hors ligne nous est parvenu",
    sentText: "Merci ! Nous vous répondons au plus vite.",
    reference: "Référence",
    refusedTitle: "Votre envoi fait hors ligne n'a pas été accepté",
    refusedText: "Remplissez à nouveau le formulaire, ou appelez-nous.",
  },
} as const;
