// Money read for the accountant and the dashboard: the SYSCOHADA journal, what clients owe.
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
export { type MonthMoney, type OwedInvoice, type Receivables, receivables } from "./receivables";
export { daysAfter } from "./days";
export { REMINDER_DAYS, reminderDue, type ReminderStep } from "./reminders";
export { type BookPeriod, readBookPeriod } from "./period";
export { MoneyFigures } from "./money-figures";
export { ReminderPanel, type ReminderPanelData } from "./reminder-panel";
