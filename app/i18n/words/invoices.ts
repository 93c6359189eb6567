import { invoices as en } from "../en/invoices";
import { invoices as fr } from "../fr/invoices";
import type { Namespace } from ".";

export { words } from ".";
/** What the client reads of an invoice, a credit note and a receipt: PDFs and e-mail. */
export const invoiceWords: Namespace<"invoices"> = { fr, en };
