import type { leadEmails as french } from "../fr/lead-emails";
import type { Widen } from "../widen";

/** The acknowledgements' frame (a form's own words: lead-kinds.ts), a lead's words (English). */
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
