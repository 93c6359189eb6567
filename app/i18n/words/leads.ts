import { leads as en } from "../en/leads";
import { leads as fr } from "../fr/leads";
import type { Namespace } from ".";

export { words } from ".";
/** What a visitor reads about the forms they send: the lead forms' islands carry these. */
export const leadWords: Namespace<"leads"> = { fr, en };
