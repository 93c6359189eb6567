import type { Widen } from "../../widen";
import type { menus as fr } from "../../fr/admin/menus";

/** The header's and the footer's menus of the public site. */
export const menus: Widen<typeof fr> = {
  title: "Menus",
  intro:
    "The links of the header menu (and of the phone menu) and those of the footer, in the order you arrange them here.",
  header: "Header menu",
  footer: "Footer",
  page: "Page",
  labelFr: "Link text in French",
  labelEn: "Link text in English",
  labelHint: "Left empty, a link shows its page's usual name, written in grey in the field.",
  up: "Move “{page}” up",
  down: "Move “{page}” down",
  remove: "Remove “{page}” from the menu",
  add: "Add to the menu",
  addWhich: "Page to add",
  full: "This menu is full ({n} links).",
  empty: "No link: add at least one page.",
  save: "Save the menus",
  saved: "Menus saved: the site already shows them.",
};
