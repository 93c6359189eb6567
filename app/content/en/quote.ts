import { figures, formatPercent, telLink, whatsappLink } from "../company";
import type { SiteFacts } from "../site-facts";
import type { QuoteFrame } from "../types";

const discount = formatPercent(figures.firstOrderDiscountPercent, "en");
const hours = "{figure:quote-hours}";

export default function enQuote({ company }: SiteFacts): QuoteFrame {
  return {
    tabs: {
      label: "How would you like to proceed?",
      calculator: "Price list",
      form: "Tailored quote",
    },
    grid: {
      title: "Our guide prices",
      intro:
        "All prices are in CFA francs (FCFA). They give you a ballpark figure before a detailed quote.",
      priceHeader: "Price",
      notes: [
        "Guide prices only; rates go down with frequency and area.",
        "Regular contracts: free tailored quote.",
        `${discount} off your first order.`,
      ],
    },
    actions: {
      call: { label: `Call ${company.phones.primary.display}`, href: telLink(company) },
      whatsapp: {
        label: "Get a quote on WhatsApp",
        href: whatsappLink(company, `Hello ${company.name}, I'd like a quote.`),
      },
      customQuote: "Request a tailored quote",
      contact: { label: "Contact us", href: "/contact" },
    },
    estimator: {
      title: "Instant estimate",
      intro: "Pick a service or product from the price list to get a ballpark figure in seconds.",
      item: { label: "Service or product", placeholder: "Choose from the price list" },
      quantity: { label: "Quantity ({unit})", placeholder: "e.g. 100" },
      frequency: { label: "Frequency", placeholder: "Choose a frequency" },
      frequencyNotApplicable: "Frequency doesn't affect the price of this item.",
      result: "From {min} to {max}",
      discounted: `That's {min} to {max} with ${discount} off your first order`,
      discountedSingle: `That's {amount} with ${discount} off your first order`,
      prompt: "Choose a service and a quantity: your estimate appears here.",
      submit: "Calculate",
      toForm: "Request a quote with this estimate",
      disclaimer:
        "An estimate based on our price list, for guidance only. Only the quote drawn up by our team is binding.",
    },
    form: {
      title: "Request a Tailored Quote",
      subtitle: `Tell us about your project and you'll get a free quote within ${hours}.`,
      fields: {
        firstName: { label: "First name", placeholder: "Your first name" },
        lastName: { label: "Last name", placeholder: "Your last name" },
        email: { label: "Email", placeholder: "you@example.com" },
        phone: { label: "Phone", placeholder: "+228 90 00 00 00" },
        company: { label: "Company", placeholder: "Your company name (optional)" },
        serviceType: { label: "Type of service", placeholder: "Choose a service" },
        area: { label: "Area", placeholder: "e.g. 250 m²" },
        frequency: { label: "How often?", placeholder: "Choose a frequency" },
        description: {
          label: "Describe what you need",
          placeholder: "Type of premises, current condition, preferred dates, any constraints...",
        },
        budget: { label: "Estimated budget", placeholder: "Choose a range" },
        urgency: { label: "Urgency", placeholder: "Choose a timeframe" },
      },
      requiredNote: "* Required fields. Email or phone: either one is enough.",
      submit: "Send my request",
      submitting: "Sending...",
      honeypotLabel: "Leave this field empty",
      productNote: "Product I am interested in: {product}. ",
      estimateNote: "Estimate sent with your request: {item}, {quantity}, {range}.",
      whatsapp: {
        label: "Continue on WhatsApp",
        message: "Hello {company}, I've just sent quote request {reference} ({service}).",
      },
      feedback: {
        success: {
          title: "Quote request sent!",
          text: "We're looking at your request and will be in touch shortly.",
          action: { label: "See our services", href: "/services" },
          referenceLabel: "Your request reference",
          noEmail:
            "Without an email address you will get no acknowledgement: keep this reference. We will answer you by WhatsApp or phone.",
        },
        error: {
          title: "Sending failed",
          text: "Please try again or contact us directly.",
        },
      },
    },
  };
}
