import type { accounting as french } from "../../fr/admin/accounting";
import type { Widen } from "../../widen";

/** The accountant's export and the money on the dashboard. */
export const accounting: Widen<typeof french> = {
  menu: "Accounting",
  title: "Export for the accountant",
  intro:
    "For a period, the journal of invoices, credit notes and payments as SYSCOHADA entries (sales to 706, clients to 411, VAT to 443, receipts to 521, 571 or the mobile-money account 5215), and the list of the same documents. The files open in Excel.",
  from: "From",
  to: "To (included)",
  journal: "Download the journal",
  list: "Download the list of invoices and payments",
  balanced: "In this period: {lines}, total debits {debit}, total credits {credit}.",
  lines: { one: "{n} entry", other: "{n} entries" },
  badPeriod:
    "This period is not one: choose two dates, the first before the second, ten years apart at most.",
  unbalanced:
    "Document {number} does not balance (net + VAT ≠ total): the journal is not written. Tell the site's administrator.",
  reminders: {
    title: "Reminders",
    rule: "A reminder goes to the client by e-mail, with the invoice, 7, 15 and 30 days after the due date while it is unpaid.",
    none: "No reminder sent.",
    sent: "{days}-day reminder sent on {date}",
    noEmail: "This client has no e-mail address: remind them by WhatsApp or by phone.",
    isOn: "This client gets the reminders.",
    isOff: "This client asked for no more reminders.",
    turnOff: "Stop reminding this client",
    turnOn: "Remind this client again",
    whatsapp: "Remind by WhatsApp",
    saved: "Reminder choice saved.",
  },
  money: {
    title: "The money",
    invoiced: "Invoiced",
    collected: "Collected",
    outstanding: "Still owed at the month's end",
    byAge: "What clients owe today, by the invoice's age",
    upTo30: "0 to 30 days",
    upTo60: "31 to 60 days",
    over60: "Over 60 days",
    delay: "Average time to be paid: {days}.",
    noDelay: "No invoice paid in full yet: no average time.",
    days: { one: "{n} day", other: "{n} days" },
  },
};
