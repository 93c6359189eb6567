import type { Widen } from "../../widen";
import type { privacy as french } from "../../fr/admin/privacy";

/** Personal data: retention settings, one person's data, a lead's privacy line. */
export const privacy: Widen<typeof french> = {
  settings: {
    title: "Personal data and legal notice",
    intro:
      "The retention period shows on the “Privacy” page and drives the automatic erasure; the host and the person responsible for publication, on the “Legal notice”.",
    retentionMonths: "How long requests are kept (in months)",
    retentionHint:
      "From 1 to 120. After that, names, contact details and messages are erased automatically, once a day; the dashboard's figures stay. Now: {period}.",
    host: "Website host: name, address, phone (optional)",
    hostHint: "Empty: the legal notice says its details are given on request.",
    director: "Responsible for publication (optional)",
    directorHint: "Empty: the company's “legal representative”.",
    registration: "Registration: RCCM, NIF (optional)",
    save: "Save these details",
  },
  screen: {
    title: "Personal data",
    intro:
      "When someone asks what we keep about them, or asks for it to be erased, look them up by the email address or phone number they used in the forms.",
    automatic: "Without any request, leads are anonymised automatically after {period}.",
    changePeriod: "Change the period",
    search: "Email or phone",
    searchButton: "Search",
    invalid: "Enter a valid email address or phone number.",
    none: "Nothing is stored for {person}.",
    found: "Stored for {person}:",
    kinds: {
      leadNotes: "Team notes",
      emails: "Emails",
      devis: "Quotes",
      invoices: "Invoices (kept, name erased)",
      creditNotes: "Credit notes",
      payments: "Payments",
    },
    leads: "Leads",
    date: "Date",
    kind: "Type",
    status: "Status",
    open: "Open",
    download: "Download everything (JSON)",
    erase: "Erase this data…",
    confirmTitle: "Erase the data of {person} for good?",
    confirmText:
      "This person's names, contact details, messages, team notes and emails will be erased. Dates, services and statuses stay for the statistics. A published testimonial will leave the site. Invoices, credit notes and payments stay, as the law requires, without the name or contact details. Nothing can be recovered.",
    confirm: "Yes, erase for good",
    cancel: "Cancel",
    erased: "Data erased: {rows} row(s) anonymised or deleted.",
    failed: "The erasure could not be made: nothing was erased. Please try again in a moment.",
  },
  lead: {
    personalData: "This person's personal data",
    anonymised: "Personal data erased on {date}: only the date, service and status remain.",
  },
};
