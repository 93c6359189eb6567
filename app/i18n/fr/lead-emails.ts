/**
 * The frame of the e-mails that acknowledge a form (each form's own words are in lead-kinds.ts),
 * and the words a stored lead shows in (French).
 */
export const leadEmails = {
  email: {
    hello: "Bonjour {name},",
    recap: "Pour mémoire, voici ce que vous nous avez envoyé :",
    sign: "Cordialement,\nL'équipe {company}",
  },
  languages: {
    fr: "Français",
    en: "Anglais",
  },
  afterDiscount: "après la réduction de 10 % en ligne",
} as const;
