import { leadEmails as en } from "../en/lead-emails";
import { leadEmails as fr } from "../fr/lead-emails";
import type { Namespace } from ".";

export { words } from ".";
/** The acknowledgement e-mails' frame and a stored lead's words: only the server needs them. */
export const leadEmailWords: Namespace<"leadEmails"> = { fr, en };
