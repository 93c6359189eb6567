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
        { name: "ecotrash-1", alt: "Green 50-litre Ecotrash bin with a swing lid" },
        { name: "ecotrash-2", alt: "Ecotrash sorting station with three colour-coded bins" },
        { name: "ecotrash-3", alt: "Double Ecotrash bin for recyclables and general waste" },
        { name: "ecotrash-4", alt: "Free-standing Ecotrash bin in a school playground" },
        { name: "ecotrash-5", alt: "Large Ecotrash container for a market or public space" },
        { name: "ecotrash-6", alt: "Small Ecotrash office bin made from recycled plastic" },
        { name: "ecotrash-7", alt: "Ecotrash bin decorated with recycled circuit board parts" },
        { name: "ecotrash-8", alt: "Row of Ecotrash bins at a hotel entrance" },
        { name: "ecotrash-9", alt: "Wall-mounted Ecotrash bin in a corridor" },
        { name: "ecotrash-10", alt: "Ecotrash bin customised with a company logo" },
        { name: "ecotrash-11", alt: "Africa Clean workshop craftsman assembling an Ecotrash bin" },
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
        { name: "ecoclean-1", alt: "5-litre can of Ecoclean all-purpose detergent" },
        { name: "ecoclean-2", alt: "Ecoclean glass cleaner spray bottle" },
        { name: "ecoclean-3", alt: "Bottle of Ecoclean descaler on a worktop" },
        { name: "ecoclean-4", alt: "The full Ecoclean product range lined up" },
        {
          name: "ecoclean-5",
          alt: "Africa Clean staff member using an Ecoclean product on a window",
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
