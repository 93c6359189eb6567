/** Field groups several pages share: a call to action, a card with an icon, a figure. */
import { figure, group, icon, l, link, paragraph, text, type Fields } from "../fields";

/** Title and description for search results and shared links: every page has them. */
export const meta = group(l("Référencement et partage", "Search results and sharing"), {
  title: text(l("Titre de la page", "Page title"), 70),
  description: paragraph(l("Description", "Description"), 200),
});

export const title = (max = 140) => text(l("Titre", "Title"), max);
export const subtitle = (max = 300) => paragraph(l("Sous-titre", "Subtitle"), max);

/** A closing band: title, text and two buttons. */
export const callToAction = {
  title: title(),
  text: paragraph(l("Texte", "Text"), 600),
  primary: link(l("Bouton principal", "Main button")),
  secondary: link(l("Second bouton", "Second button")),
} satisfies Fields;

export const iconCard = {
  icon: icon(),
  title: title(100),
  description: paragraph(l("Description", "Description"), 500),
} satisfies Fields;

/** A key figure shown with the words that follow it ("500+" "clients servis"). */
export const figureStat = {
  figure: figure(),
  label: text(l("Libellé", "Label"), 60),
} satisfies Fields;
