// Money read from the stored invoices and payments: the accountant's files, the dashboard's figures.
// Server-only entry.
export { periodJournal, periodList } from "./journal.server";
export { moneyFigures } from "./receivables.server";
export {
  reminderPanel,
  reminderTexts,
  sendDueReminders,
  setRemindersOff,
  startReminderJob,
} from "./reminders.server";
