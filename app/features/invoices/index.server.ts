export { balanceReady, devisInvoices, issueInvoice, type IssueRefusal } from "./issue.server";
export {
  creditNotePdf,
  documentFileName,
  invoiceDocument,
  invoicePdf,
  receiptFileName,
  receiptPdf,
} from "./documents.server";
export { issueCreditNote, type MoneyRefusal, recordPayment } from "./money.server";
export { getInvoiceFile, type InvoiceSummary, listInvoices } from "./read.server";
export { anonymiseInvoices, invoicesOfPerson } from "./privacy.server";
export { sendReceipt } from "./receipt.server";
export {
  type InvoiceSettings,
  invoiceSettingsSchema,
  readInvoiceSettings,
  saveInvoiceSettings,
  wholeNumber,
} from "./settings.server";
export { invoicingOf } from "./issue-page.server";
export { invoiceIssuer } from "./documents.server";
export { renderInvoicePdf } from "./pdf.server";
export { recordStep } from "./audit.server";
