import { figures, formatPercent } from "../company";
import type { SiteFacts } from "../site-facts";
import type { AboutContent } from "../types";

export default function enAbout({ company }: SiteFacts): AboutContent {
  return {
    meta: {
      title: "About us: our story and our team",
      description: `Meet ${company.name}, a cleaning and eco-services company based in Djidjolé, Lomé, Togo: {figure:years} of experience, {figure:awards} awards and a fully trained team.`,
    },
    hero: {
      title: `About ${company.name}`,
      description:
        "A Togolese company that treats cleaning, hygiene and ecology as one and the same job, serving families, businesses and health facilities.",
      slogan: "Clean today, sustainable tomorrow.",
      image: {
        name: "about-hero",
        alt: `Five ${company.name} team members in green uniforms outside their premises and van, between palm trees`,
      },
      stats: [
        { value: "{figure:years}", label: "of experience" },
        { value: "{figure:clients}", label: "clients served" },
        { value: "{figure:awards}", label: "awards" },
        { value: "{figure:satisfaction}", label: "satisfaction" },
      ],
      historyButton: { label: "Our story", href: "#histoire" },
      teamButton: { label: "Our team", href: "#equipe" },
    },
    summary: {
      title: "Who we are",
      paragraphs: [
        `${company.name} was founded in Lomé on a simple belief: a clean environment protects people's health, and keeping it clean shouldn't harm the planet. From our head office in Djidjolé, we work throughout Togo and across West Africa.`,
        "Professional cleaning, hospital hygiene, green spaces, organic vegetable gardens, event cleaning, transport and removals: our teams cover the whole cleaning cycle, from day-to-day upkeep to turning waste into something useful.",
        "We also make our own products, bins made from recycled materials and biodegradable detergents, and every year we train new technicians in hygiene and gardening.",
      ],
    },
    history: {
      id: "histoire",
      title: "Our story",
      subtitle: "From a small neighbourhood team to a leading name in eco-services in Lomé.",
      highlights: [
        {
          icon: "Lightbulb",
          title: "How it started",
          subtitle: "An idea born in Djidjolé",
          description:
            "A handful of staff, basic equipment and very high standards: our first clients were local offices and families who valued careful work and safe products.",
        },
        {
          icon: "Target",
          title: "Where we are today",
          subtitle: "{figure:clients} clients served",
          description:
            "Six service concepts, two ranges of eco-friendly products and a training centre: we have grown without ever losing sight of the quality of each job.",
        },
      ],
      timelineTitle: "Our awards",
      achievements: [
        {
          year: 2019,
          title: "Green Start-up Award",
          description:
            "Recognising our model of combining cleaning services with eco-friendly products, in our very first year.",
          organisation: "Forum Lomé Éco-Entreprendre",
          color: "#16a34a",
        },
        {
          year: 2020,
          title: "Special Mention for Hygiene and Prevention",
          description: "For our work disinfecting public buildings during the health crisis.",
          organisation: "Association des Professionnels de l'Hygiène du Golfe",
          color: "#0e7490",
        },
        {
          year: 2022,
          title: "Circular Innovation Trophy",
          description:
            "Awarded to our Ecotrash bins, made from recycled materials and electronic waste.",
          organisation: "Salon Ouest-Africain de l'Économie Circulaire",
          color: "#a16207",
        },
        {
          year: 2023,
          title: "Responsible Business Label",
          description:
            "For our vocational training for young people and our clean-up drives in local neighbourhoods.",
          organisation: "Réseau des Entreprises Engagées du Togo",
          color: "#7c3aed",
        },
        {
          year: 2025,
          title: "Award for Excellence in Environmental Services",
          description:
            "Recognising all our activities and the consistent satisfaction of our clients.",
          organisation: "Trophées Afrique Propre & Durable",
          color: "#c2410c",
        },
      ],
    },
    missionVisionValues: {
      title: "What drives us",
      tabs: { mission: "Mission", vision: "Vision", values: "Values" },
      mission: {
        title: "Our mission",
        text: "To give every client clean, healthy and welcoming spaces through reliable services, environmentally friendly products and well-trained teams, while creating skilled jobs in Togo.",
      },
      vision: {
        title: "Our vision",
        text: "To become West Africa's benchmark for cleaning and environmental services, and to help build cities where waste becomes a resource and everyone lives in a healthy environment.",
      },
      values: {
        title: "Our values",
        intro: "Four principles guide every job we do.",
        items: [
          {
            icon: "Award",
            title: "Excellence",
            description: "Careful, checked work that follows hygiene protocols.",
            color: "#15803d",
          },
          {
            icon: "Leaf",
            title: "Respect for the environment",
            description: "Biodegradable products, and waste that is sorted and recovered.",
            color: "#4d7c0f",
          },
          {
            icon: "ShieldCheck",
            title: "Integrity",
            description: "Clear prices, promises kept and discretion on our clients' premises.",
            color: "#0e7490",
          },
          {
            icon: "Handshake",
            title: "Team spirit",
            description: "Trained, respected staff who take pride in their work.",
            color: "#c2410c",
          },
        ],
      },
    },
    team: {
      id: "equipe",
      title: "Our team",
      subtitle: "Hands-on people, led by a committed management team.",
      labels: {
        education: "Education",
        training: "Further training",
        experience: "Experience",
        photoAlt: "Portrait of {name}",
        empty: "Our team will introduce itself here soon.",
      },
      joinText: "Share our values and want to join a team that makes a difference?",
      joinButton: { label: "Join the team", href: "/contact" },
    },
    whyChooseUs: {
      title: "Why trust us?",
      subtitle: "What our clients value most about working with us.",
      features: [
        { icon: "Users", title: "Qualified staff", subtitle: "Trained in our own centre" },
        {
          icon: "Leaf",
          title: "Eco-friendly products",
          subtitle: "Biodegradable and made locally",
        },
        { icon: "Clock", title: "Available 24/7", subtitle: "Emergency service every day" },
        {
          icon: "ShieldCheck",
          title: "Rigorous protocols",
          subtitle: "Hygiene standards strictly followed",
        },
        {
          icon: "BadgePercent",
          title: "Transparent pricing",
          subtitle: `${formatPercent(figures.firstOrderDiscountPercent, "en")} off your first order`,
        },
        {
          icon: "Award",
          title: "Recognised expertise",
          subtitle: "{figure:awards} awards since we started",
        },
      ],
      quoteButton: { label: "Get a free quote", href: "/quote" },
    },
    cta: {
      title: "Let's work together",
      text: "Tell us what you need: we'll reply within {figure:quote-hours} with a proposal that fits.",
      primary: { label: "Contact us", href: "/contact" },
      secondary: { label: "Request a quote", href: "/quote" },
    },
  };
}
