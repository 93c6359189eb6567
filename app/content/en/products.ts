import type { SiteFacts } from "../site-facts";
import type { ProductsFrame } from "../types";

export default function enProducts(_facts: SiteFacts): ProductsFrame {
  return {
    hero: {
      showcase: {
        centerIcon: "Recycle",
        pause: "Pause the animation",
      },
    },
    ecotrash: {
      id: "ecotrash",
    },
    ecoclean: {
      id: "ecoclean",
    },
    catalogue: { quote: "Request a quote", variants: "Available as:" },
  };
}
