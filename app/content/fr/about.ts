import type { SiteFacts } from "../site-facts";
import type { AboutFrame } from "../types";

export default function frAbout(_facts: SiteFacts): AboutFrame {
  return {
    history: {
      id: "histoire",
    },
    missionVisionValues: {
      tabs: { mission: "Mission", vision: "Vision", values: "Valeurs" },
    },
    team: {
      id: "equipe",
      labels: {
        education: "Formation académique",
        training: "Formations complémentaires",
        experience: "Expérience",
        /** "{name}" is the member's name */
        photoAlt: "Portrait de {name}",
        empty: "Notre équipe se présente bientôt ici.",
      },
    },
  };
}
