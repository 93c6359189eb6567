import type { SiteFacts } from "../site-facts";
import type { ProductsFrame } from "../types";

export default function frProducts(_facts: SiteFacts): ProductsFrame {
  return {
    hero: {
      showcase: {
        centerIcon: "Recycle",
        pause: "Mettre l'animation en pause",
      },
    },
    ecotrash: {
      id: "ecotrash",
    },
    ecoclean: {
      id: "ecoclean",
    },
    catalogue: { quote: "Demander un devis", variants: "Existe en :" },
  };
}
