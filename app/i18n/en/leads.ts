import type { leads as french } from "../fr/leads";
import type { Widen } from "../widen";

/** What a visitor reads about the forms they send (English). */
export const leads: Widen<typeof french> = {
  fieldErrors: {
    REQUIRED_FIELD_MISSING: "this field is required",
    REQUIRED_FIELD_EMPTY: "this field is required",
    TYPE_EMAIL: "invalid email address (example: name@domain.com)",
    TYPE_NUMERIC: "a number is expected",
    TYPE_TEXT: "text is expected",
    TYPE_PHONE: "invalid number (example: +228 90 12 34 56 or +44 7700 900123)",
    TOO_LONG: "text is too long",
    EMAIL_OR_PHONE: "give your e-mail or your phone number (either one is enough)",
    INVALID_OPTION: "unknown choice",
    UNSPECIFIED: "invalid value",
  },
  formErrors: {
    EMPTY: "The form is empty.",
    BLOCKED: "Your submission was blocked. Please call us or message us on WhatsApp.",
    RATE_LIMITED:
      "Too many submissions in a short time. Please try again in a few minutes, or call us.",
    TOO_FAST: "That was very quick: please check the form and send it again.",
    PAYLOAD_TOO_LARGE: "The message is too large: please shorten it and send it again.",
    SERVER_ERROR: "Something went wrong on our side. Please try again or call us.",
    UNAVAILABLE:
      "Our server is briefly busy: your request was not saved. Please try again in a moment, or call us.",
    OFFLINE:
      "No connection: your submission was not sent, and this device could not keep it. Please try again once you are online, or call us.",
  },
  offline: {
    keptTitle: "Saved on this device",
    keptText:
      "No connection for now: what you sent is kept here and will go out by itself as soon as you are back online. There is nothing more to do.",
    sentTitle: "What you sent offline has reached us",
    sentText: "Thank you! We will get back to you quickly.",
    reference: "Reference",
    refusedTitle: "What you sent offline was not accepted",
    refusedText: "Please fill in the form again, or call us.",
  },
};
