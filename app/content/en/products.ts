import { clientsServedLabel, figures, formatPercent } from "../company";
import { formatFcfa } from "../pricing";
import type { SiteFacts } from "../site-facts";
import type { ProductsContent } from "../types";

export default function enProducts({ price }: SiteFacts): ProductsContent {
  return {
    meta: {
      title: "Recycled bins and eco detergents in Lomé",
      description: `Ecotrash eco-friendly bins and Ecoclean biodegradable detergents, made in Lomé, Togo. From ${formatFcfa(price("bins").min, "en")} per bin, with delivery and advice.`,
    },
    hero: {
      title: "Our eco-friendly products",
      description:
        "In Lomé, we make equipment and cleaning products that are kind to people and to the planet: bins made from recycled materials and biodegradable detergents, put to the test every day by our own teams.",
      features: [
        {
          icon: "Recycle",
          title: "Recycled materials",
          description: "Plastic and electronic waste turned into sturdy bins.",
        },
        {
          icon: "Leaf",
          title: "Biodegradable formulas",
          description: "Effective detergents that are safe for soil and waterways.",
        },
        {
          icon: "Award",
          title: "Award-winning quality",
          description: "Our Ecotrash range has been recognised for circular innovation.",
        },
      ],
      showcase: {
        centerIcon: "Recycle",
        images: [
          "ecotrash-1",
          "ecoclean-1",
          "ecotrash-2",
          "ecoclean-2",
          "ecotrash-7",
          "ecoclean-4",
          "ecotrash-10",
          "ecoclean-3",
        ],
        pause: "Pause the animation",
      },
    },
    ecotrash: {
      id: "ecotrash",
      title: "Ecotrash: eco-friendly bins",
      description:
        "Designed and assembled in our workshop from recycled materials and electronic waste, Ecotrash bins are used in offices, schools, hotels, markets and public spaces. Each model comes in several sizes and colours to make sorting easy.",
      points: [
        "Single and double bins, and full sorting stations",
        "Custom colours and recycling symbols",
        "Built to withstand sun and rain",
        "Your company logo available on request",
      ],
      priceHint: `${formatFcfa(price("bins").min, "en")} to ${formatFcfa(price("bins").max, "en")} per bin, depending on the model`,
      images: [
        { name: "ecotrash-1", alt: "Green wheeled Ecotrash bin marked with the recycling symbol" },
        { name: "ecotrash-2", alt: "Ecotrash sorting station with green, yellow and blue bins" },
        {
          name: "ecotrash-3",
          alt: "Red Ecotrash bin made from a recycled drum, with yellow patterns",
        },
        { name: "ecotrash-4", alt: "Green Ecotrash bin decorated with circuit-board tracks" },
        {
          name: "ecotrash-5",
          alt: "Ecotrash collector for used batteries, with small compartments",
        },
        { name: "ecotrash-6", alt: "Ecotrash bin made from stacked recycled tyres, with a lid" },
        {
          name: "ecotrash-7",
          alt: "Three small red, yellow and green Ecotrash bins made from recycled drums",
        },
        {
          name: "ecotrash-8",
          alt: "Computer screen showing the recycling symbol, for electronic-waste collection",
        },
        {
          name: "ecotrash-9",
          alt: "Double Ecotrash bin on a post on a beach lined with palm trees",
        },
        { name: "ecotrash-10", alt: "Ecotrash wooden-slat composter with leaves on top" },
        {
          name: "ecotrash-11",
          alt: "Yellow collection box for batteries and chargers, next to a phone",
        },
      ],
    },
    ecoclean: {
      id: "ecoclean",
      title: "Ecoclean: biodegradable detergents",
      description:
        "All-purpose detergent, descaler and glass cleaner: the Ecoclean range cleans thoroughly without leaving harsh residues behind. They are the very products our staff use every day on our clients' premises.",
      points: [
        "Biodegradable formulas, suitable for all floors",
        "A fresh, subtle scent",
        "Sold by the litre, in cans or refills",
      ],
      priceHint: `${formatFcfa(price("detergent").min, "en")} to ${formatFcfa(price("detergent").max, "en")} per litre`,
      images: [
        { name: "ecoclean-1", alt: "Green bottle of Ecoclean all-purpose detergent" },
        { name: "ecoclean-2", alt: "Yellow Ecoclean soap pump bottle next to a lemon" },
        { name: "ecoclean-3", alt: "Three Ecoclean products: two bottles and a spray bottle" },
        { name: "ecoclean-4", alt: "5-litre Ecoclean can surrounded by water drops" },
        {
          name: "ecoclean-5",
          alt: "Bottle of Ecoclean liquid soap surrounded by bubbles",
        },
      ],
    },
    whyChoose: {
      title: "Why choose our products?",
      subtitle: "Proven in the field, by our teams and our clients.",
      stats: [
        {
          icon: "Users",
          value: clientsServedLabel(),
          label: "clients served",
          description: "Businesses, schools and families use our products every day.",
        },
        {
          icon: "Heart",
          value: formatPercent(figures.satisfactionPercent, "en"),
          label: "satisfaction",
          description: "Our clients recommend our products to the people they know.",
        },
        {
          icon: "Award",
          value: String(figures.awards),
          label: "awards",
          description: "Our circular-economy approach has been recognised.",
        },
        {
          icon: "Clock",
          value: `${figures.quoteAnswerHours}h`,
          label: "to get a quote",
          description: "Bulk orders and custom equipment priced quickly.",
        },
      ],
    },
    cta: {
      title: "Equip your premises responsibly",
      text: `Ask our team for advice or get a quote for your bins and cleaning products. ${formatPercent(figures.firstOrderDiscountPercent, "en")} off your first order.`,
      contact: { label: "Contact us", href: "/contact" },
      quote: { label: "Request a quote", href: "/quote" },
    },
  };
}
