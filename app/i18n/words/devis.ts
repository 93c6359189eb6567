import { devis as en } from "../en/devis";
import { devis as fr } from "../fr/devis";
import type { Namespace } from ".";

export { words } from ".";
/** What the client reads of a devis: its PDF, e-mail, WhatsApp message and page. */
export const devisWords: Namespace<"devis"> = { fr, en };
