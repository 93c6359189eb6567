import type { leadKinds as french } from "../fr/lead-kinds";
import type { Widen } from "../widen";

/** Each lead form's words, one block per kind (English). */
export const leadKinds: Widen<typeof french> = {
  contact: {
    name: "Contact",
    plural: "Contact messages",
    count: { one: "{n} contact message", other: "{n} contact messages" },
    one: "Contact message",
    newLeads: "New messages",
    acknowledgement: {
      subject: "We have received your message",
      body: "Thank you for your message. Our team will get back to you as soon as possible (within one working day).",
    },
  },
  quote: {
    name: "Quote",
    plural: "Quote requests",
    count: { one: "{n} quote request", other: "{n} quote requests" },
    one: "Quote request",
    newLeads: "New quote requests",
    acknowledgement: {
      subject: "Your quote request {ref}",
      body: "Thank you for your quote request (reference {ref}). We are looking at your needs and will get back to you within 24 hours with a free quote.",
    },
  },
  testimonial: {
    name: "Testimonials",
    plural: "Testimonials",
    count: { one: "{n} testimonial", other: "{n} testimonials" },
    one: "Testimonial",
    acknowledgement: {
      subject: "Thank you for your testimonial",
      body: "Thank you for sharing your experience. We will review it shortly before publishing it on our website.",
    },
  },
};
