/** Field groups several pages share: a call to action, a card with an icon, a figure. */
import { figure, icon, l, link, paragraph, text, type Fields } from "../fields";

export const title = (max = 140) => text(l("Titre", "Title"), max);
export const subtitle = (max = 300) => paragraph(l("Sous-titre", "Subtitle"), max);

/** A closing band: title, text and two buttons. */
export const callToAction: Fields = {
  title: title(),
  text: paragraph(l("Texte", "Text"), 600),
  primary: link(l("Bouton principal", "Main button")),
  secondary: link(l("Second bouton", "Second button")),
};

export const iconCard: Fields = {
  icon: icon(),
  title: title(100),
  description: paragraph(l("Description", "Description"), 500),
};

/** A key figure shown with the words that follow it ("500+" "clients servis"). */
export const figureStat: Fields = {
  figure: figure(),
  label: text(l("Libellé", "Label"), 60),
};

/** Concepts whose ids the services page's anchors and the quote form's `?concept=` use. */
export const CONCEPT_KEYS = [
  "nettoie-pro",
  "sante-pro",
  "eco-jardin",
  "natura-potager",
  "eco-event",
  "nettoie-event",
] as const;
