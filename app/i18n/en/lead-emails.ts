import type { leadEmails as french } from "../fr/lead-emails";
import type { Widen } from "../widen";

/**
 * The frame of the e-mails that acknowledge a form (each form's own words are in lead-kinds.ts),
 * and the words a stored lead shows in (English).
 */
export const leadEmails: Widen<typeof french> = {
  email: {
    hello: "Hello {name},",
    recap: "For your records, this is what you sent us:",
    sign: "Kind regards,\nThe {company} team",
  },
  languages: {
    fr: "French",
    en: "English",
  },
  afterDiscount: "after the 10% online discount",
};
