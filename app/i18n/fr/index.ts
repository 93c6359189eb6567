/**
 * Every word of the interface in French, one module per namespace (docs/product/languages.md).
 * The English tree (../en) has the same shape; read both through `words` in ../words.ts.
 */
export { admin } from "./admin";
export { devis } from "./devis";
export { interventions } from "./interventions";
export { invoices } from "./invoices";
export { leadEmails } from "./lead-emails";
export { leadKinds } from "./lead-kinds";
export { leads } from "./leads";
export { ui } from "./ui";
