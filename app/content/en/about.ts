import type { SiteFacts } from "../site-facts";
import type { AboutFrame } from "../types";

export default function enAbout(_facts: SiteFacts): AboutFrame {
  return {
    history: {
      id: "histoire",
    },
    missionVisionValues: {
      tabs: { mission: "Mission", vision: "Vision", values: "Values" },
    },
    team: {
      id: "equipe",
      labels: {
        education: "Education",
        training: "Further training",
        experience: "Experience",
        photoAlt: "Portrait of {name}",
        empty: "Our team will introduce itself here soon.",
      },
    },
  };
}
