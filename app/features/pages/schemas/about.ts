import {
  group,
  icon,
  l,
  link,
  list,
  number,
  paragraph,
  picture,
  rich,
  text,
  type Fields,
} from "../fields";
import { callToAction, figureStat, subtitle, title } from "./shared";

/** The about page (docs/product/screens.md#about). */
export const aboutFields: Fields = {
  hero: group(l("En-tête", "Header"), {
    title: title(),
    description: paragraph(l("Texte", "Text"), 600),
    slogan: text(l("Devise", "Slogan"), 120),
    image: picture(l("Photo de l'équipe", "Team photo"), 4 / 3, "(min-width: 1024px) 50vw, 100vw"),
    stats: list(l("Chiffres", "Figures"), figureStat, { max: 6, title: "label" }),
    historyButton: link(l("Bouton « histoire »", "“History” button")),
    teamButton: link(l("Bouton « équipe »", "“Team” button")),
  }),
  summary: group(l("Qui sommes-nous ?", "Who we are"), {
    title: title(),
    text: rich(l("Texte", "Text"), 6000),
  }),
  history: group(l("Histoire et distinctions", "History and awards"), {
    title: title(),
    subtitle: subtitle(),
    highlights: list(
      l("Cartes de l'histoire", "History cards"),
      {
        icon: icon(),
        title: title(80),
        subtitle: text(l("Sous-titre", "Subtitle"), 120),
        description: paragraph(l("Description", "Description"), 600),
      },
      { max: 4, title: "title" },
    ),
    timelineTitle: text(l("Titre de la frise", "Timeline heading"), 80),
    achievements: list(
      l("Frise des distinctions", "Timeline of awards"),
      {
        year: number(l("Année", "Year"), 1950, 2100),
        title: title(120),
        organisation: text(l("Organisme", "Awarded by"), 140),
        description: paragraph(l("Description", "Description"), 400),
      },
      { max: 20, title: "title" },
    ),
  }),
  missionVisionValues: group(l("Mission, vision, valeurs", "Mission, vision, values"), {
    title: title(),
    mission: group(l("Mission", "Mission"), {
      title: title(80),
      text: paragraph(l("Texte", "Text"), 800),
    }),
    vision: group(l("Vision", "Vision"), {
      title: title(80),
      text: paragraph(l("Texte", "Text"), 800),
    }),
    values: group(l("Valeurs", "Values"), {
      title: title(80),
      intro: paragraph(l("Introduction", "Introduction"), 300),
      items: list(
        l("Valeurs", "Values"),
        {
          icon: icon(),
          title: title(80),
          description: paragraph(l("Description", "Description"), 300),
        },
        { min: 1, max: 8, title: "title" },
      ),
    }),
  }),
  team: group(
    l("L'équipe (les membres se gèrent dans « Équipe »)", "Team (members are in “Team”)"),
    {
      title: title(),
      subtitle: subtitle(),
      joinText: paragraph(l("Texte de recrutement", "Joining text"), 400),
      joinButton: link(l("Bouton de recrutement", "Joining button")),
    },
  ),
  whyChooseUs: group(l("Pourquoi nous faire confiance", "Why trust us"), {
    title: title(),
    subtitle: subtitle(),
    features: list(
      l("Atouts", "Strengths"),
      { icon: icon(), title: title(80), subtitle: text(l("Précision", "Detail"), 120) },
      { min: 1, max: 9, title: "title" },
    ),
    quoteButton: link(l("Bouton de devis", "Quote button")),
  }),
  cta: group(l("Bandeau final", "Closing band"), callToAction),
};
