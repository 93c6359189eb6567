// The accountant's export: the SYSCOHADA journal of a period, as French Excel reads it.
export {
  journalCsv,
  journalLines,
  type JournalAccounts,
  type JournalDocument,
  type JournalLine,
  type JournalPayment,
  type PaymentMethod,
  SYSCOHADA_ACCOUNTS,
  UnbalancedDocument,
} from "./journal";
