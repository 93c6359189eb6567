import {
  group,
  icon,
  l,
  lines,
  link,
  list,
  paragraph,
  picture,
  text,
  type Fields,
} from "../fields";
import { callToAction, CONCEPT_KEYS, subtitle, title } from "./shared";

const photo = (n: number) =>
  picture(l(`Photo ${n}`, `Photo ${n}`), 4 / 3, "(min-width: 1024px) 25vw, 50vw");

/** The services page (docs/product/screens.md#services). */
export const servicesFields: Fields = {
  hero: group(l("En-tête", "Header"), {
    eyebrow: text(l("Surtitre", "Eyebrow"), 60),
    title: title(),
    description: paragraph(l("Texte", "Text"), 600),
    conceptsButton: link(l("Bouton « concepts »", "“Concepts” button")),
    formationsButton: link(l("Bouton « formations »", "“Trainings” button")),
  }),
  concepts: group(l("Les six concepts", "The six concepts"), {
    title: title(),
    subtitle: subtitle(),
    servicesTitle: text(l("Titre des prestations", "Services heading"), 60),
    benefitsTitle: text(l("Titre des avantages", "Benefits heading"), 60),
    items: list(
      l("Concepts", "Concepts"),
      {
        title: title(60),
        subtitle: text(l("Sous-titre", "Subtitle"), 80),
        description: paragraph(l("Description", "Description"), 800),
        services: lines(l("Prestations (une par ligne)", "Services (one per line)")),
        benefits: lines(l("Avantages (un par ligne)", "Benefits (one per line)")),
        stats: list(
          l("Chiffres du concept", "The concept's figures"),
          { value: text(l("Valeur", "Value"), 40), label: text(l("Libellé", "Label"), 60) },
          { max: 4, title: "label" },
        ),
        logo: picture(l("Logo", "Logo"), 1, "96px"),
        photo1: photo(1),
        photo2: photo(2),
        photo3: photo(3),
      },
      { min: 6, max: 6, title: "title", fixedKeys: CONCEPT_KEYS },
    ),
  }),
  formations: group(l("Formations", "Trainings"), {
    title: title(),
    subtitle: subtitle(),
    items: list(
      l("Formations", "Trainings"),
      {
        icon: icon(),
        title: title(100),
        duration: text(l("Durée", "Duration"), 40),
        description: paragraph(l("Description", "Description"), 500),
      },
      { min: 1, max: 12, title: "title" },
    ),
    contactText: text(l("Texte avant le téléphone", "Text before the phone"), 200),
  }),
  cta: group(l("Bandeau final", "Closing band"), callToAction),
};
