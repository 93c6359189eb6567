import type { Widen } from "../../widen";
import type { report as fr } from "../../fr/admin/report";

/** The weekly report e-mail to administrators, and its setting on "My account". */
export const report: Widen<typeof fr> = {
  subject: "{company}: your week from {from} to {to}",
  greeting: "Hello {name},",
  intro: "Here is the week from {from} to {to} on the site:",
  visits: { one: "{n} visit", other: "{n} visits" },
  visitsBefore: "{n} the week before",
  leads: { one: "{n} request received", other: "{n} requests received" },
  sent: { one: "{n} quote sent", other: "{n} quotes sent" },
  accepted: { one: "{n} quote accepted", other: "{n} quotes accepted" },
  acceptedFcfa: "worth {amount}",
  best: "Best source: {source} ({leads}, {fcfa})",
  noBest: "No request and no accepted quote this week: no best source.",
  waiting: {
    one: "{n} request has waited for an answer for more than 24 hours",
    other: "{n} requests have waited for an answer for more than 24 hours",
  },
  noneWaiting: "No request has waited for more than 24 hours.",
  details: "Details by source and campaign: {url}",
  inbox: "The requests: {url}",
  stop: "To stop receiving this report, or to get it in another language: {url}",
  setting: {
    title: "Monday report",
    intro:
      "Every Monday at 7 am (Lomé time), administrators receive the week in review by email: visits, requests, quotes and the best source.",
    receive: "Receive the report every Monday",
    language: "Report language",
    save: "Save",
    saved: "Report setting saved.",
    adminsOnly: "The report goes to administrators only.",
  },
};
