import type { SiteFacts } from "../site-facts";
import type { GalleriesContent } from "../types";

export default function enGalleries({ company }: SiteFacts): GalleriesContent {
  return {
    meta: {
      title: "Gallery: our work in Lomé",
      description: `Cleaning, hygiene, gardens and events: see the work of the ${company.name} teams in Lomé and across Togo. More photos are on their way to this gallery soon.`,
    },
    heading: "Our work in pictures",
    intro:
      "Cleaning, hygiene, gardens and events: some of our teams' work in Lomé and across Togo.",
    text: "Our photo gallery is on its way. In the meantime, take a look at our services and products.",
    links: [
      { label: "See our services", href: "/services" },
      { label: "See our products", href: "/produits" },
    ],
    viewer: {
      label: "Photo viewer",
      close: "Close",
      previous: "Previous photo",
      next: "Next photo",
      position: "{n} of {total}",
      open: "Enlarge photo {n}",
    },
  };
}
