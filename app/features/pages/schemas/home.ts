import {
  group,
  l,
  lines,
  link,
  list,
  paragraph,
  picture,
  text,
  icon,
  type Fields,
} from "../fields";
import { callToAction, CONCEPT_KEYS, figureStat, iconCard, subtitle, title } from "./shared";

/** The home page (docs/product/screens.md#home). */
export const homeFields: Fields = {
  hero: group(l("Diaporama d'accueil", "Home slideshow"), {
    slides: list(
      l("Diapositives", "Slides"),
      {
        subtitle: text(l("Badge", "Badge"), 80),
        title: title(90),
        text: paragraph(l("Texte", "Text"), 400),
        cta: link(l("Bouton", "Button")),
        image: picture(l("Photo", "Photo"), 16 / 9, "100vw"),
      },
      { min: 1, max: 6, title: "title" },
    ),
  }),
  intro: group(l("Présentation", "Introduction"), {
    eyebrow: text(l("Surtitre", "Eyebrow"), 60),
    title: title(),
    text: paragraph(l("Texte", "Text"), 1200),
  }),
  concepts: group(l("Les six concepts", "The six concepts"), {
    title: title(),
    subtitle: subtitle(),
    items: list(
      l("Cercles des concepts", "Concept circles"),
      {
        title: title(60),
        category: text(l("Catégorie", "Category"), 60),
        description: paragraph(l("Description", "Description"), 300),
        image: picture(l("Photo", "Photo"), 1, "(min-width: 1024px) 240px, 45vw"),
      },
      { min: 6, max: 6, title: "title", fixedKeys: CONCEPT_KEYS },
    ),
  }),
  interventionModes: group(l("Modes d'intervention", "Ways of working"), {
    title: title(),
    subtitle: subtitle(),
    modes: list(
      l("Modes", "Ways"),
      {
        icon: icon(),
        title: title(80),
        description: paragraph(l("Description", "Description"), 300),
        points: lines(l("Points (un par ligne)", "Points (one per line)"), 8),
        cta: link(l("Bouton", "Button")),
      },
      { min: 1, max: 4, title: "title" },
    ),
  }),
  trust: group(l("Ils nous font confiance", "They trust us"), {
    title: title(),
    subtitle: subtitle(),
    clientsTitle: text(l("Titre des clients", "Clients heading"), 80),
    partnersTitle: text(l("Titre des partenaires", "Partners heading"), 80),
    statsTitle: text(l("Titre des chiffres", "Figures heading"), 80),
    stats: list(l("Chiffres", "Figures"), figureStat, { max: 6, title: "label" }),
  }),
  testimonials: group(l("Témoignages", "Testimonials"), { title: title(), subtitle: subtitle() }),
  whyChooseUs: group(l("Pourquoi nous choisir", "Why choose us"), {
    title: title(),
    subtitle: subtitle(),
    items: list(l("Engagements", "Commitments"), iconCard, { min: 1, max: 8, title: "title" }),
  }),
  contactCta: group(l("Appel à nous contacter", "Call to contact us"), callToAction),
  final: group(l("Bandeau final", "Closing band"), callToAction),
};
