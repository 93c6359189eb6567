import type { GalleriesContent } from "../types";

export default {
  meta: {
    title: "Gallery: our work in Lomé",
    description:
      "Cleaning, hygiene, gardens and events: see the work of the Africa Clean teams in Lomé and across Togo. More photos are on their way to this gallery soon.",
  },
  heading: "Our work in pictures",
} satisfies GalleriesContent;
