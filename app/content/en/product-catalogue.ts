import type { Product } from "../types";

const photo = (name: string, alt: string) => ({ image: { name, alt } });

/** The English words of the initial catalogue (same products, same order as the French). */
export const ecotrashProducts: Product[] = [
  {
    id: "poubelle-roulettes",
    title: "Wheeled bin",
    description:
      "Our most requested model, for yards, offices and homes: sturdy, easy to move and to empty.",
    variants: ["120 litres", "240 litres", "Green, yellow or blue"],
    priceItem: "bins",
    price: null,
    photos: [photo("ecotrash-1", "Green wheeled Ecotrash bin marked with the recycling symbol")],
  },
  {
    id: "station-de-tri",
    title: "Sorting station",
    description:
      "Two or three bins side by side, in sorting colours and symbols, for schools, hotels and public spaces.",
    variants: ["Double", "Triple", "On a post, for outdoors"],
    priceItem: "bins",
    price: null,
    photos: [
      photo("ecotrash-2", "Ecotrash sorting station with green, yellow and blue bins"),
      photo("ecotrash-9", "Double Ecotrash bin on a post on a beach lined with palm trees"),
    ],
  },
  {
    id: "poubelle-fut-recycle",
    title: "Recycled-drum bin",
    description:
      "Salvaged metal drums, cleaned and hand-painted: they stand up to sun and rain alike.",
    variants: ["Small", "Large", "Your own design on request"],
    priceItem: "bins",
    price: null,
    photos: [
      photo("ecotrash-3", "Red Ecotrash bin made from a recycled drum, with yellow patterns"),
      photo(
        "ecotrash-7",
        "Three small red, yellow and green Ecotrash bins made from recycled drums",
      ),
    ],
  },
  {
    id: "poubelle-pneus",
    title: "Recycled-tyre bin",
    description: "Used tyres stacked and topped with a lid: ideal for gardens and car parks.",
    variants: ["With lid"],
    priceItem: "bins",
    price: null,
    photos: [photo("ecotrash-6", "Ecotrash bin made from stacked recycled tyres, with a lid")],
  },
  {
    id: "collecte-electronique",
    title: "Battery and e-waste collection",
    description:
      "Collection points and boxes for batteries, chargers and small devices, which we empty and recycle.",
    variants: ["Box with compartments", "Collection point"],
    priceItem: "bins",
    price: null,
    photos: [
      photo("ecotrash-5", "Ecotrash collector for used batteries, with small compartments"),
      photo("ecotrash-11", "Yellow collection box for batteries and chargers, next to a phone"),
      photo("ecotrash-4", "Green Ecotrash bin decorated with circuit-board tracks"),
      photo(
        "ecotrash-8",
        "Computer screen showing the recycling symbol, for electronic-waste collection",
      ),
    ],
  },
  {
    id: "composteur",
    title: "Wooden composter",
    description: "A slatted bin that turns garden and kitchen waste into compost for the garden.",
    variants: ["About 300 litres"],
    priceItem: "bins",
    price: null,
    photos: [photo("ecotrash-10", "Ecotrash wooden-slat composter with leaves on top")],
  },
];

export const ecocleanProducts: Product[] = [
  {
    id: "detergent-multi-usage",
    title: "All-purpose detergent",
    description: "Floors, surfaces and bathrooms: the product our staff use every day.",
    variants: ["1-litre bottle", "750 ml spray"],
    priceItem: "detergent",
    price: null,
    photos: [
      photo("ecoclean-1", "Green bottle of Ecoclean all-purpose detergent"),
      photo("ecoclean-3", "Three Ecoclean products: two bottles and a spray bottle"),
    ],
  },
  {
    id: "savon-liquide",
    title: "Liquid hand soap",
    description: "Gentle on the skin, with a fresh lemon scent, in a pump bottle.",
    variants: ["500 ml pump bottle"],
    priceItem: "detergent",
    price: null,
    photos: [
      photo("ecoclean-2", "Yellow Ecoclean soap pump bottle next to a lemon"),
      photo("ecoclean-5", "Bottle of Ecoclean liquid soap surrounded by bubbles"),
    ],
  },
  {
    id: "bidon-recharge",
    title: "Refill can",
    description: "For businesses and large households: less packaging and a lower price per litre.",
    variants: ["5 litres", "20 litres"],
    priceItem: "detergent",
    price: null,
    photos: [photo("ecoclean-4", "5-litre Ecoclean can surrounded by water drops")],
  },
];
