import { daysAfter } from "./days";

/**
 * When an unpaid invoice's client is reminded: 7, 15 and 30 days after its due date,
 * each reminder once. A look that comes late (the site was down for a week) sends only the latest
 * reminder due, never three at once.
 */
export const REMINDER_DAYS = [7, 15, 30] as const;
export type ReminderStep = (typeof REMINDER_DAYS)[number];

/**
 * The reminder to send today for an invoice due on `dueOn`, or undefined: none is due, a later
 * one was already sent, or the invoice is settled or its client asked for none.
 */
export function reminderDue(
  invoice: { dueOn: string; owed: number; remindersOff: boolean; sent: readonly number[] },
  today: string,
): ReminderStep | undefined {
  if (invoice.owed <= 0 || invoice.remindersOff) return undefined;
  const late = daysAfter(invoice.dueOn, today);
  const step = [...REMINDER_DAYS].reverse().find((days) => late >= days);
  if (step === undefined || invoice.sent.some((sent) => sent >= step)) return undefined;
  return step;
}
