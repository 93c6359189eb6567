import type { Widen } from "~/i18n/widen";
import type { fr } from "./fr";

/** What the client reads of a devis, in English (same shape as fr.ts). */
export const en: Widen<typeof fr> = {
  document: {
    title: "Quote",
    reference: "Quote no. {reference}",
    issued: "Issued on {date}",
    validUntil: "Valid until {date}",
    client: "Client",
    columns: {
      label: "Description",
      quantity: "Quantity",
      unit: "Unit",
      unitPrice: "Unit price",
      total: "Amount",
    },
    subtotal: "Subtotal",
    discount: "First-order discount ({percent})",
    vat: "VAT ({rate})",
    noVat: "VAT not applicable",
    total: "Total due",
    paymentTerms: "Payment terms",
    note: "Notes",
    acceptance: "To accept this quote, open the link you received by e-mail or contact us.",
    page: "Page {page} of {pages}",
    registration: "Registration: {registration}",
  },
  units: {
    m2: { one: "m²", other: "m²" },
    item: { one: "item", other: "items" },
    bulb: { one: "bulb", other: "bulbs" },
    unit: { one: "unit", other: "units" },
    litre: { one: "litre", other: "litres" },
    kg: { one: "kg", other: "kg" },
    hour: { one: "hour", other: "hours" },
    day: { one: "day", other: "days" },
    visit: { one: "visit", other: "visits" },
  },
  email: {
    subject: "Your quote {reference} – {company}",
    body: "Hello {name},\n\nThank you for your request. Please find attached our quote {reference} for {total}, valid until {date}.\n\nYou can read and accept it online, from your phone:\n{link}\n\nAny question? Simply reply to this message.",
    sign: "Kind regards,\nThe {company} team",
  },
  whatsapp:
    "Hello {name}, here is your quote {reference} from {company} ({total}), valid until {date}: {link}",
  page: {
    title: "Quote {reference}",
    from: "From {company}",
    download: "Download the quote (PDF)",
    accept: "Accept this quote",
    acceptIntro: "To accept, type your name and tick the box.",
    nameLabel: "Your full name",
    agree: "I accept this quote, its amounts and its payment terms.",
    confirmAccept: "Confirm my acceptance",
    decline: "Decline",
    declineIntro: "You may tell us why (optional): it helps us serve you better.",
    reasonLabel: "Reason (optional)",
    confirmDecline: "Decline this quote",
    accepted:
      "You accepted this quote on {date}, in the name of {name}. Thank you! We will contact you to agree on a date.",
    declined: "You declined this quote on {date}. Thank you for letting us know.",
    expired:
      "This quote expired on {date}: it can no longer be accepted. Contact us for a new quote.",
    replaced: "This quote was replaced by a new version.",
    replacedLink: "See the new version",
    withdrawn: "This quote was withdrawn by {company}. Contact us to know more.",
    contact: "Any question? Call us on {phone} or write to {email}.",
    problems: {
      name: "Type your name to accept.",
      agree: "Tick the box to confirm your acceptance.",
      tooLong: "This text is too long.",
    },
    tooMany: "Too many requests in a short time. Try again in a few minutes.",
  },
};
