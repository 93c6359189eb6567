import { conceptBrand, figures, formatPercent, telLink, whatsappLink } from "../company";
import type { SiteFacts } from "../site-facts";
import type { HomeContent } from "../types";

const discount = formatPercent(figures.firstOrderDiscountPercent, "en");

export default function enHome({ company }: SiteFacts): HomeContent {
  return {
    meta: {
      title: "Cleaning, hygiene and eco-services in Lomé",
      description: `${company.name}: professional cleaning, healthcare hygiene, green spaces and eco-friendly events in Lomé, Togo. Free quote within {figure:quote-hours}.`,
    },
    hero: {
      label: `About ${company.name}`,
      previous: "Previous slide",
      next: "Next slide",
      goToSlide: "Go to slide {n}",
      pause: "Pause the slideshow",
      play: "Play the slideshow",
      slides: [
        {
          title: "Clean, healthy, sustainable spaces",
          subtitle: "Professional cleaning in Lomé",
          text: `Offices, shops, homes or building sites: our trained teams get the job done with biodegradable products. ${discount} off your first order.`,
          cta: { label: "Get a free quote", href: "/quote" },
          image: {
            name: "hero-1",
            alt: `${company.name} staff in green uniforms cleaning a beach in Lomé, with the sea and the city behind them`,
          },
        },
        {
          title: "Hygiene that protects health",
          subtitle: "Six concepts for every need",
          text: "Health centres, gardens, organic vegetable plots, events: we have shaped our expertise into six clear offers, built for the way things work in Togo.",
          cta: { label: "Explore our services", href: "/services" },
          image: {
            name: "hero-2",
            alt: `Two ${company.name} staff tending a vegetable garden next to three colour-coded recycling bins`,
          },
        },
        {
          title: "Greener cities, waste put to good use",
          subtitle: "Ecology in action",
          text: "Gardens, urban vegetable plots, bins made from recycled waste: see what our teams have achieved.",
          cta: { label: "See our work", href: "/galeries" },
          image: {
            name: "hero-3",
            alt: `${company.name} staff sweeping and sorting waste between festival tents`,
          },
        },
      ],
    },
    intro: {
      eyebrow: "Products and services",
      title: "One partner for cleaning, hygiene and the environment",
      text: `For {figure:years}, ${company.name} has been working with businesses, families, health centres and event organisers in Lomé and across West Africa. We clean, disinfect, create green spaces, manage waste and make our own eco-friendly products: bins made from recycled materials and biodegradable detergents.`,
    },
    concepts: {
      title: "Our six concepts",
      subtitle: "Hover over or tap a circle to discover each offer.",
      quoteLabel: "Free quote",
      learnMoreLabel: "Learn more",
      contactExperts: { label: "Talk to our experts", href: "/contact" },
      items: [
        {
          id: "nettoie-pro",
          title: "Nettoie Pro",
          description:
            "Regular or one-off cleaning of offices, shops, homes and newly finished buildings.",
          image: { name: "concept-nettoie-pro", alt: "Cleaner mopping an office floor" },
          category: "Professional cleaning",
          href: "/services#nettoie-pro",
          color: conceptBrand["nettoie-pro"].color,
        },
        {
          id: "eco-jardin",
          title: "Éco Jardin",
          description:
            "Design and upkeep of gardens, lawns and green spaces for homes and businesses.",
          image: {
            name: "concept-eco-jardin",
            alt: "Gardener raking a lawn between a tree and a palm",
          },
          category: "Green spaces",
          href: "/services#eco-jardin",
          color: conceptBrand["eco-jardin"].color,
        },
        {
          id: "natura-potager",
          title: "Natura Potager",
          description:
            "Organic vegetable gardens at home, at school or at work, from first seeds to harvest.",
          image: {
            name: "concept-natura-potager",
            alt: "Gardener watering vegetable beds beside a crate of tomatoes",
          },
          category: "Organic growing",
          href: "/services#natura-potager",
          color: conceptBrand["natura-potager"].color,
        },
        {
          id: "nettoie-event",
          title: "Nettoie Event",
          description:
            "Venue preparation, cleaning during the event and a full clean-up once the guests have gone.",
          image: {
            name: "concept-nettoie-event",
            alt: "Staff member sweeping under a party tent next to a recycling bin",
          },
          category: "Events",
          href: "/services#nettoie-event",
          color: conceptBrand["nettoie-event"].color,
        },
        {
          id: "eco-event",
          title: "Éco Event",
          description:
            "Sorting, collection and recovery of event waste, for zero-waste gatherings.",
          image: {
            name: "concept-eco-event",
            alt: "Green, yellow and blue recycling bins under a festival tent",
          },
          category: "Waste management",
          href: "/services#eco-event",
          color: conceptBrand["eco-event"].color,
        },
        {
          id: "sante-pro",
          title: "Santé Pro",
          description:
            "Biocleaning and disinfection of clinics, laboratories and surgeries, following strict hygiene protocols.",
          image: {
            name: "concept-sante-pro",
            alt: "Masked hygiene technician spraying disinfectant beside a hospital bed",
          },
          category: "Healthcare hygiene",
          href: "/services#sante-pro",
          color: conceptBrand["sante-pro"].color,
        },
      ],
    },
    interventionModes: {
      title: "Two ways to work with us",
      subtitle: "A one-off job or an ongoing contract: you set the pace, we guarantee the quality.",
      modes: [
        {
          id: "ponctuel",
          icon: "CalendarCheck",
          title: "One-off jobs",
          description: "For a specific need, on a specific date.",
          points: [
            "Spring cleans, post-construction clean-ups and moves",
            "Disinfection after a case of illness",
            "Cleaning before and after an event",
            "Same-day call-outs for emergencies",
          ],
          cta: { label: "Request a quote", href: "/quote" },
        },
        {
          id: "contrat",
          icon: "CalendarClock",
          title: "Regular contracts",
          description: "Scheduled upkeep, handled by a dedicated team.",
          points: [
            "Weekly, monthly or quarterly visits",
            "Lower rates the more often and the larger the area",
            "A site manager and regular quality checks",
            "A free tailored quote",
          ],
          cta: { label: "Speak to an adviser", href: "/contact" },
        },
      ],
    },
    trust: {
      title: "They trust us",
      subtitle:
        "Businesses, health facilities, schools and families across Lomé rely on us every week.",
      clientsTitle: "Our clients",
      partnersTitle: "Our partners",
      statsTitle: `${company.name} in numbers`,
      stats: [
        { value: "{figure:clients}", label: "clients served" },
        { value: "{figure:satisfaction}", label: "satisfied clients" },
        { value: "{figure:years}", label: "of experience" },
        { value: "{figure:awards}", label: "awards received" },
      ],
    },
    testimonials: {
      title: "What our clients say",
      subtitle: "Happy clients are our best advertisement.",
      previous: "Previous testimonial",
      next: "Next testimonial",
      pause: "Pause the testimonials",
      play: "Play the testimonials",
      goToSlide: "Go to testimonial {n}",
      otherLanguage: "Testimonial written in French",
      ratingLabel: "Rated {rating} out of 5",
      empty: "The first testimonials are on their way. Be the first to share your experience!",
      shareButton: "Share your experience",
      modal: {
        title: "Share your experience",
        intro:
          "Your feedback helps other clients choose us and helps us improve. It will be published once reviewed.",
        close: "Close",
        fields: {
          name: { label: "Full name", placeholder: "e.g. Afi Mensah" },
          email: { label: "Email", placeholder: "you@example.com" },
          rating: { label: "Your rating", star: "star", stars: "stars" },
          testimonial: { label: "Your testimonial", placeholder: "Tell us how our visit went..." },
          phone: { label: "Phone (optional)", placeholder: "+228 90 00 00 00" },
        },
        requiredNote: "* Required fields",
        honeypot: "Leave this field empty",
        submit: "Send my testimonial",
        submitting: "Sending...",
        cancel: "Cancel",
        success: "Thank you for your testimonial! We will review it shortly.",
        error:
          "We couldn't send your testimonial. Please check the highlighted fields and try again.",
      },
    },
    whyChooseUs: {
      title: `Why choose ${company.name}?`,
      subtitle: "Four promises we keep on every job.",
      items: [
        {
          icon: "Users",
          title: "Trained teams",
          description:
            "Our staff go through our own training in cleaning, hospital hygiene and gardening.",
        },
        {
          icon: "Leaf",
          title: "Eco-friendly products",
          description: "Biodegradable detergents and recycled bins, made in-house.",
        },
        {
          icon: "Clock",
          title: "Round-the-clock response",
          description:
            "A quote within {figure:quote-hours} and an emergency service available 24/7.",
        },
        {
          icon: "BadgePercent",
          title: "Transparent pricing",
          description: `A public price list and ${discount} off your first order.`,
        },
      ],
    },
    contactCta: {
      title: "A project or a question?",
      text: "Call us, message us on WhatsApp or fill in our form: an adviser will get back to you quickly.",
      primary: { label: "Contact us", href: "/contact" },
      secondary: { label: "Get a free quote", href: "/quote" },
      phone: { label: company.phones.primary.display, href: telLink(company) },
      whatsapp: {
        label: "Message us on WhatsApp",
        href: whatsappLink(company, `Hello ${company.name}, I'd like to talk about my project.`),
      },
    },
    final: {
      title: "Together, let's make Lomé cleaner and greener",
      text: `Join the {figure:clients} clients who trust us with their spaces, and get ${discount} off your first order.`,
      primary: { label: "Request a quote", href: "/quote" },
      secondary: { label: "Discover our products", href: "/produits" },
    },
  };
}
