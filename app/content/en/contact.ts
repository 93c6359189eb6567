import {
  directionsUrl,
  mailtoLink,
  mapPageUrl,
  socialNetworkNames,
  socialNetworks,
  telLink,
  whatsappDisplay,
  whatsappLink,
  whatsappNumber,
} from "../company";
import { hoursLines } from "../opening-hours";
import type { SiteFacts } from "../site-facts";
import type { ContactFrame } from "../types";

export default function enContact({ company }: SiteFacts): ContactFrame {
  const { emergencies } = company.openingHours;
  const { primary, secondary } = company.phones;
  return {
    cards: {
      address: {
        title: "Address",
        directions: { label: "Get directions", href: directionsUrl(company) },
      },
      phones: {
        title: "Phone",
        numbers: [
          { label: primary.display, href: telLink(company, primary.tel) },
          ...(secondary
            ? [{ label: secondary.display, href: telLink(company, secondary.tel) }]
            : []),
        ],
        note: {
          first: "You can also reach the first number on WhatsApp.",
          second: "You can also reach the second number on WhatsApp.",
          apart: `On WhatsApp: ${whatsappDisplay(company)}.`,
        }[whatsappNumber(company)],
      },
      email: {
        title: "Email",
        address: { label: company.email, href: mailtoLink(company) },
        note: "We reply within {figure:quote-hours}.",
      },
      hours: {
        title: "Opening hours",
        lines: [
          ...hoursLines(company.openingHours, "en", "Closed"),
          ...(emergencies.en ? [{ days: "Emergencies", hours: emergencies.en }] : []),
        ],
      },
    },
    social: {
      title: "Follow us",
      text: "Cleaning tips, behind the scenes on our jobs and new products.",
      links: socialNetworks(company).map((network) => ({
        network,
        label: `${company.name} on ${socialNetworkNames[network]}`,
        href: company.social[network],
      })),
    },
    quickActions: {
      title: "Quick links",
      items: [
        {
          icon: "FileText",
          label: "Get a free quote",
          description: "Price list and tailored quotes",
          href: "/quote",
        },
        {
          icon: "Sparkle",
          label: "Explore our services",
          description: "Our six concepts and training courses",
          href: "/services",
        },
      ],
    },
    map: {
      title: "Find us",
      text: `Our head office is in the ${company.address.district} neighbourhood of ${company.address.city}.`,
      showButton: "Show the map",
      notice:
        "The map is provided by OpenStreetMap, an external service. It only loads when you ask for it, to save your mobile data.",
      iframeTitle: `Map: ${company.name} head office in ${company.address.district}, ${company.address.city}`,
      openExternal: { label: "Open in OpenStreetMap", href: mapPageUrl(company) },
    },
    emergency: {
      title: "An emergency?",
      text: "Water damage, disinfection, clean-up after an incident: our on-call team is available 24/7.",
      call: { label: `Call ${company.phones.primary.display}`, href: telLink(company) },
    },
    chat: {
      title: "Chat with us on WhatsApp",
      text: "Send us a photo of your premises or what you need: it's often the quickest way to get an estimate.",
      button: {
        label: "Message us on WhatsApp",
        href: whatsappLink(company, `Hello ${company.name}, I'd like some information.`),
      },
    },
    form: {
      title: "Send us a message",
      subtitle: "Fill in the form and we'll get back to you shortly.",
      fields: {
        firstName: { label: "First name", placeholder: "Your first name" },
        lastName: { label: "Last name", placeholder: "Your last name" },
        email: { label: "Email", placeholder: "you@example.com" },
        phone: { label: "Phone", placeholder: "+228 90 00 00 00" },
        company: { label: "Company", placeholder: "Your company name (optional)" },
        subject: { label: "Subject", placeholder: "What is your message about?" },
        service: { label: "Service", placeholder: "Choose a service" },
        message: {
          label: "Message",
          placeholder: "Tell us what you need: type of premises, area, preferred dates...",
        },
        urgency: { label: "Urgency", placeholder: "Choose a timeframe" },
      },
      requiredNote: "* Required fields. Email or phone: either one is enough.",
      submit: "Send message",
      sending: "Sending...",
      honeypotLabel: "Leave this field empty",
      feedback: {
        success: {
          title: "Message sent!",
          text: "We'll get back to you as soon as possible.",
          action: { label: "See our services", href: "/services" },
          referenceLabel: "Your message reference",
          noEmail:
            "Without an email address you will get no acknowledgement: this is it. We will answer you by WhatsApp or phone.",
        },
        error: {
          title: "Sending failed",
          text: "Please try again or call us directly.",
        },
      },
    },
  };
}
