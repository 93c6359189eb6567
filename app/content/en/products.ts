import { figures, formatPercent } from "../company";
import type { SiteFacts } from "../site-facts";
import type { ProductsContent } from "../types";
import { ecocleanProducts, ecotrashProducts } from "./product-catalogue";

export default function enProducts(_facts: SiteFacts): ProductsContent {
  return {
    meta: {
      title: "Recycled bins and eco detergents in Lomé",
      description:
        "Ecotrash eco-friendly bins and Ecoclean biodegradable detergents, made in Lomé, Togo. From {price:bins:min} per bin, with delivery and advice.",
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
          {
            id: "ecotrash-1",
            image: {
              name: "ecotrash-1",
              alt: "Green wheeled Ecotrash bin marked with the recycling symbol",
            },
          },
          {
            id: "ecoclean-1",
            image: { name: "ecoclean-1", alt: "Green bottle of Ecoclean all-purpose detergent" },
          },
          {
            id: "ecotrash-2",
            image: {
              name: "ecotrash-2",
              alt: "Ecotrash sorting station with green, yellow and blue bins",
            },
          },
          {
            id: "ecoclean-2",
            image: { name: "ecoclean-2", alt: "Yellow Ecoclean soap pump bottle next to a lemon" },
          },
          {
            id: "ecotrash-7",
            image: {
              name: "ecotrash-7",
              alt: "Three small red, yellow and green Ecotrash bins made from recycled drums",
            },
          },
          {
            id: "ecoclean-4",
            image: { name: "ecoclean-4", alt: "5-litre Ecoclean can surrounded by water drops" },
          },
          {
            id: "ecotrash-10",
            image: {
              name: "ecotrash-10",
              alt: "Ecotrash wooden-slat composter with leaves on top",
            },
          },
          {
            id: "ecoclean-3",
            image: {
              name: "ecoclean-3",
              alt: "Three Ecoclean products: two bottles and a spray bottle",
            },
          },
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
      products: ecotrashProducts,
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
      products: ecocleanProducts,
    },
    catalogue: { quote: "Request a quote", variants: "Available as:" },
    whyChoose: {
      title: "Why choose our products?",
      subtitle: "Proven in the field, by our teams and our clients.",
      stats: [
        {
          icon: "Users",
          value: "{figure:clients}",
          label: "clients served",
          description: "Businesses, schools and families use our products every day.",
        },
        {
          icon: "Heart",
          value: "{figure:satisfaction}",
          label: "satisfaction",
          description: "Our clients recommend our products to the people they know.",
        },
        {
          icon: "Award",
          value: "{figure:awards}",
          label: "awards",
          description: "Our circular-economy approach has been recognised.",
        },
        {
          icon: "Clock",
          value: "{figure:quote-hours}",
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
