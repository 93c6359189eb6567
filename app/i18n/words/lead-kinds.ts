import { leadKinds as en } from "../en/lead-kinds";
import { leadKinds as fr } from "../fr/lead-kinds";
import type { Namespace } from ".";

export { words } from ".";
/** Each lead form's words, one block per kind: the admin screens and the e-mails read them. */
export const leadKindWords: Namespace<"leadKinds"> = { fr, en };
