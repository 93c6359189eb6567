import { admin as en } from "../en/admin";
import { admin as fr } from "../fr/admin";
import type { Namespace } from ".";

export { words } from ".";
/** The private area, one module per area in fr/admin/ and en/admin/. */
export const adminWords: Namespace<"admin"> = { fr, en };
