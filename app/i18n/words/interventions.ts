import { interventions as en } from "../en/interventions";
import { interventions as fr } from "../fr/interventions";
import type { Namespace } from ".";

export { words } from ".";
/** Interventions: the client's e-mails, page and testimonial form, and the team's screens. */
export const interventionWords: Namespace<"interventions"> = { fr, en };
