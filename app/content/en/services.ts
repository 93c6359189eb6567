import {
  conceptBrand,
  figures,
  formatPercent,
  mailtoLink,
  telLink,
  trainingWeeks,
} from "../company";
import type { SiteFacts } from "../site-facts";
import type { ServicesContent } from "../types";

const pct = (n: number) => formatPercent(n, "en");
const conceptTitles = {
  "nettoie-pro": "Nettoie Pro",
  "sante-pro": "Santé Pro",
  "eco-jardin": "Éco Jardin",
  "natura-potager": "Natura Potager",
  "eco-event": "Éco Event",
  "nettoie-event": "Nettoie Event",
} as const;
const brand = (id: keyof typeof conceptBrand) => {
  const { color, gradient, logo } = conceptBrand[id];
  return { color, gradient, logo: { name: logo, alt: `${conceptTitles[id]} logo` } };
};
const quoteLabel = "Get a free quote";

export default function enServices({ company }: SiteFacts): ServicesContent {
  return {
    meta: {
      title: "Cleaning and hygiene services in Lomé",
      description:
        "Professional cleaning, hospital hygiene, green spaces, organic gardens, event waste management and technician training in Lomé, Togo. Get a free quote.",
    },
    hero: {
      eyebrow: "Our services",
      title: "Six concepts for clean, healthy, green spaces",
      description:
        "Each concept brings together specialist know-how, a dedicated team and proven methods. We also train the next generation of technicians in cleaning and environmental trades.",
      conceptsButton: { label: "Explore our concepts", href: "#concepts" },
      formationsButton: { label: "Our training courses", href: "#formations" },
    },
    nav: {
      label: "Jump to a section",
      items: [
        { id: "nettoie-pro", label: conceptTitles["nettoie-pro"] },
        { id: "sante-pro", label: conceptTitles["sante-pro"] },
        { id: "eco-jardin", label: conceptTitles["eco-jardin"] },
        { id: "natura-potager", label: conceptTitles["natura-potager"] },
        { id: "eco-event", label: conceptTitles["eco-event"] },
        { id: "nettoie-event", label: conceptTitles["nettoie-event"] },
        { id: "formations", label: "Training" },
      ],
    },
    concepts: {
      id: "concepts",
      title: "Our 6 Concepts",
      subtitle:
        "Pick the concept that fits your needs, or combine several: we coordinate everything.",
      servicesTitle: "What we do",
      benefitsTitle: "What you get",
      items: [
        {
          id: "nettoie-pro",
          title: conceptTitles["nettoie-pro"],
          subtitle: "Professional cleaning",
          description:
            "Routine upkeep or deep cleaning of your offices, shops, homes and new buildings, with professional equipment and our own biodegradable detergents.",
          ...brand("nettoie-pro"),
          services: [
            "Regular office and shop cleaning",
            "Home and residential cleaning",
            "Post-construction cleaning",
            "Window cleaning, including at height",
            "Sofa, carpet and light fitting cleaning",
            "Furniture transport and removals",
          ],
          benefits: [
            "Trained, supervised staff",
            "Products that are safe for the people in your building",
            "Schedules that fit around your business",
            "Lower rates on regular contracts",
          ],
          stats: [
            { value: "{figure:clients}", label: "clients served" },
            { value: "24/7", label: "emergency service" },
            { value: "{figure:satisfaction}", label: "satisfaction" },
          ],
          images: [
            { name: "nettoie-pro-1", alt: "Cleaner mopping an open-plan office" },
            { name: "nettoie-pro-2", alt: "Window cleaner working on a glass building front" },
            {
              name: "nettoie-pro-3",
              alt: "Cleaning trolley loaded with Ecoclean products, buckets and a mop",
            },
          ],
          quoteLabel,
        },
        {
          id: "sante-pro",
          title: conceptTitles["sante-pro"],
          subtitle: "Healthcare hygiene",
          description:
            "Biocleaning and disinfection of clinics, surgeries, laboratories and pharmacies, following strict infection prevention protocols.",
          ...brand("sante-pro"),
          services: [
            "Biocleaning of wards, operating theatres and treatment rooms",
            "Disinfection of surfaces and equipment",
            "Disinfection after an infectious case",
            "Rodent and insect control",
            "Healthcare waste management",
          ],
          benefits: [
            "Staff specially trained in hospital hygiene",
            "Written protocols and a log of every visit",
            "Emergency call-outs available 24/7",
          ],
          stats: [
            { value: "24/7", label: "on-call disinfection" },
            {
              value: `${trainingWeeks["agent-hygiene-hospitaliere"]} weeks`,
              label: "of specialist training for our staff",
            },
            {
              value: "{price:zone4}",
              label: "per m² in healthcare settings",
            },
          ],
          images: [
            {
              name: "sante-pro-1",
              alt: "Masked hygiene technician spraying disinfectant in a clinic corridor",
            },
            {
              name: "sante-pro-2",
              alt: "Masked hygiene technician cleaning a hospital room beside the bed",
            },
            {
              name: "sante-pro-3",
              alt: "Hands being washed with soap under a tap, next to a dispenser",
            },
          ],
          quoteLabel,
        },
        {
          id: "eco-jardin",
          title: conceptTitles["eco-jardin"],
          subtitle: "Green space design and upkeep",
          description:
            "We design, plant and look after gardens, lawns and green spaces, choosing plants that suit Lomé's climate and need little water.",
          ...brand("eco-jardin"),
          services: [
            "Garden design and landscaping",
            "Lawn laying and planting",
            "Mowing, pruning and weeding",
            "Green waste removal and composting",
          ],
          benefits: [
            "A more pleasant setting for your clients and staff",
            "Hardy local plants that need little water",
            "Optional three-month follow-up after planting",
          ],
          stats: [
            { value: "3 months", label: "of follow-up after planting" },
            {
              value: "{price:maintenance}",
              label: "per m² for upkeep",
            },
            {
              value: `${trainingWeeks["jardinier-paysagiste"]} weeks`,
              label: "of training for our gardeners",
            },
          ],
          images: [
            {
              name: "eco-jardin-1",
              alt: "Gardener mowing the lawn in front of a building, between palm trees",
            },
            { name: "eco-jardin-2", alt: "Gardener trimming a hedge beside a flower bed" },
            {
              name: "eco-jardin-3",
              alt: "Gardener planting a young tree, a watering can at his feet",
            },
          ],
          quoteLabel,
        },
        {
          id: "natura-potager",
          title: conceptTitles["natura-potager"],
          subtitle: "Organic vegetable gardens",
          description:
            "We set up organic vegetable gardens at home, in schools and at work, and show you how to grow them without chemicals.",
          ...brand("natura-potager"),
          services: [
            "Site survey and garden plan",
            "Soil preparation and composting",
            "Seeds and seedlings supplied",
            "Crop follow-up and harvesting advice",
            "Gardening workshops for children and employees",
          ],
          benefits: [
            "Fresh, healthy vegetables grown on site",
            "Kitchen waste turned into compost",
            "A hands-on project that brings people together",
          ],
          stats: [
            { value: "0", label: "synthetic pesticides" },
            { value: pct(100), label: "natural fertiliser and compost" },
            { value: "Free", label: "site survey visit" },
          ],
          images: [
            { name: "natura-potager-1", alt: "Gardener hoeing vegetable beds under a palm tree" },
            {
              name: "natura-potager-2",
              alt: "Basket of freshly picked vegetables: tomatoes, cabbage, a carrot",
            },
            {
              name: "natura-potager-3",
              alt: "Gardener watering tomato plants beside wooden crates",
            },
          ],
          quoteLabel,
        },
        {
          id: "eco-event",
          title: conceptTitles["eco-event"],
          subtitle: "Eco-friendly event waste management",
          description:
            "Weddings, concerts, trade fairs, conferences: we set up sorting points, collect waste throughout the event and send it on to be recycled or recovered.",
          ...brand("eco-event"),
          services: [
            "A waste management plan ahead of the event",
            "Ecotrash sorting stations installed on site",
            "Continuous collection during the event",
            "Removal and recovery of sorted waste",
            "Our eco-stewards helping guests sort their waste",
          ],
          benefits: [
            "A clean site from start to finish",
            "A responsible image with your guests and partners",
            "A report on the waste collected after the event",
          ],
          stats: [
            { value: "3", label: "waste streams: plastics, organic, other" },
            { value: "0", label: "waste left on site" },
            { value: "1", label: "report delivered after the event" },
          ],
          images: [
            {
              name: "eco-event-1",
              alt: "Eco-steward beside three recycling bins under a festival tent",
            },
            {
              name: "eco-event-2",
              alt: "Buffet under a tent with a water fountain and reusable cups, run by an eco-steward",
            },
            {
              name: "eco-event-3",
              alt: "Two eco-stewards carrying bags of sorted waste beside the recycling bins",
            },
          ],
          quoteLabel,
        },
        {
          id: "nettoie-event",
          title: conceptTitles["nettoie-event"],
          subtitle: "Event cleaning",
          description:
            "Before, during and after your event, our teams keep the venue spotless so you can focus on your guests.",
          ...brand("nettoie-event"),
          services: [
            "Venue preparation and cleaning before doors open",
            "Toilet upkeep throughout the event",
            "Continuous litter picking",
            "Full clean-up after the event",
          ],
          benefits: [
            "A discreet, uniformed team",
            "The venue handed back clean to its owner",
            "One point of contact from set-up to take-down",
          ],
          stats: [
            { value: "Before", label: "venue preparation" },
            { value: "During", label: "ongoing cleaning" },
            { value: "After", label: "full clean-up" },
          ],
          images: [
            {
              name: "nettoie-event-1",
              alt: "Staff member sweeping the ground between two party tents",
            },
            {
              name: "nettoie-event-2",
              alt: "Staff member mopping a reception hall floor between the tables",
            },
            {
              name: "nettoie-event-3",
              alt: "Staff member at a hand-sanitising station beside a tent",
            },
          ],
          quoteLabel,
        },
      ],
    },
    formations: {
      id: "formations",
      title: "Our training courses",
      subtitle:
        "Hands-on courses to learn a trade with a future, taught by our experienced technicians.",
      durationLabel: "Duration",
      items: [
        {
          id: "agent-nettoyage",
          icon: "Sparkle",
          title: "Professional cleaning operative",
          duration: `${trainingWeeks["agent-nettoyage"]} weeks`,
          description:
            "Cleaning techniques and equipment, products and dilution, safety and customer care.",
        },
        {
          id: "agent-hygiene-hospitaliere",
          icon: "HeartPulse",
          title: "Hospital hygiene operative",
          duration: `${trainingWeeks["agent-hygiene-hospitaliere"]} weeks`,
          description:
            "Biocleaning, disinfection, infection prevention and healthcare waste management.",
        },
        {
          id: "jardinier-paysagiste",
          icon: "Sprout",
          title: "Gardener and landscaper",
          duration: `${trainingWeeks["jardinier-paysagiste"]} weeks`,
          description:
            "Planting, green space upkeep, composting and the basics of organic market gardening.",
        },
      ],
      contactText: "To find out about upcoming sessions and sign up:",
      phone: { label: `Call ${company.phones.primary.display}`, href: telLink(company) },
      email: {
        label: `Email ${company.email}`,
        href: mailtoLink(company, "Training course enrolment"),
      },
    },
    cta: {
      title: "Have a specific need? Let's talk",
      text: `Tell us about your project: you'll get a free quote within {figure:quote-hours}, plus ${pct(figures.firstOrderDiscountPercent)} off your first order.`,
      primary: { label: "Get a free quote", href: "/quote" },
      secondary: { label: "Contact us", href: "/contact" },
    },
    structuredData: { areaServed: { country: "Togo", region: "West Africa" } },
  };
}
