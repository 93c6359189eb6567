import type { leadEmails as french } from "../fr/lead-emails";
import type { Widen } from "../widen";

/** The e-mails that acknowledge a form, and the words a stored lead shows in (English). */
export const leadEmails: Widen<typeof french> = {
  acknowledgements: {
    contact: {
      subject: "We have received your message",
      body: "Thank you for your message. Our team will get back to you as soon as possible (within one working day).",
    },
    quote: {
      subject: "Your quote request {ref}",
      body: "Thank you for your quote request (reference {ref}). We are looking at your needs and will get back to you within 24 hours with a free quote.",
    },
    testimonial: {
      subject: "Thank you for your testimonial",
      body: "Thank you for sharing your experience. We will review it shortly before publishing it on our website.",
    },
  },
  email: {
    hello: "Hello {name},",
    recap: "For your records, this is what you sent us:",
    sign: "Kind regards,\nThe {company} team",
  },
  languages: {
    fr: "French",
    en: "English",
  },
  afterDiscount: "after the 10% online discount",
};
