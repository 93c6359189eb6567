/** The acknowledgements' frame (a form's own words: lead-kinds.ts), a lead's words (French). */
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
