import { ui as en } from "../en/ui";
import { ui as fr } from "../fr/ui";
import { fillEvery } from "../template";
import type { CompanyNamespace, Words } from ".";

export { words } from ".";
// Per language, the words of the current name: rebuilt only when the owner renames the company.
const filled = new Map<Words<"ui">, { company: string; words: Words<"ui"> }>();

/** The frame and the plain screens (sign-in, blog, not found): `words(locale, uiWords, name)`. */
export const uiWords: CompanyNamespace<"ui"> = {
  fr,
  en,
  withCompany(raw, company) {
    const cached = filled.get(raw);
    if (cached?.company === company) return cached.words;
    const words = fillEvery(raw, { company });
    filled.set(raw, { company, words });
    return words;
  },
};
