import { mailtoLink, telLink } from "../company";
import type { SiteFacts } from "../site-facts";
import type { ServicesFrame } from "../types";

export default function enServices({ company }: SiteFacts): ServicesFrame {
  return {
    nav: {
      formations: "Training",
      label: "Jump to a section",
    },
    concepts: {
      id: "concepts",
      quoteLabel: "Get a free quote",
    },
    formations: {
      id: "formations",
      durationLabel: "Duration",
      phone: { label: `Call ${company.phones.primary.display}`, href: telLink(company) },
      email: {
        label: `Email ${company.email}`,
        href: mailtoLink(company, "Training course enrolment"),
      },
    },
    structuredData: { areaServed: { country: "Togo", region: "West Africa" } },
  };
}
