export { invoiceState } from "./amounts";
export {
  type CreditNoteRow,
  type InvoiceFile,
  INVOICE_KINDS,
  INVOICE_STATUSES,
  type InvoiceKind,
  type InvoiceLineRow,
  type InvoiceRow,
  type InvoiceStatus,
  PAYMENT_METHODS,
  type PaymentMethod,
  type PaymentRow,
} from "./types";
export { InvoiceStatusBadge } from "./status-badge";
export { InvoiceSettingsForm } from "./invoice-settings-form";
export { PaymentForm } from "./payment-form";
export { sampleInvoicePdfInput } from "./sample";
