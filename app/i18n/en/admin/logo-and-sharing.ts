import type { Widen } from "../../widen";
import type { logoAndSharing as fr } from "../../fr/admin/logo-and-sharing";

/** The company's logo, icon and share pictures. */
export const logoAndSharing: Widen<typeof fr> = {
  title: "Logo and sharing",
  intro:
    "The logo beside the company's name, the icon of the browser tab and of phones' home screens, and the picture WhatsApp, Facebook and the others show when a link to the site is shared.",
  logo: "Logo",
  logoHint:
    "Shown 36 pixels high in the header, the footer and on quotes. A PNG with a transparent background works best.",
  icon: "Site icon",
  iconHint:
    "A square picture of at least 192 × 192 pixels (512 × 512 is ideal): it is cropped to a square if needed.",
  share: "The site's share picture",
  shareHint:
    "Shown when a page of the site is shared, ideally 1200 × 630 pixels. A blog post uses its cover photo.",
  shareAlt: "What the share picture shows",
  pages: "A page's share picture",
  pagesHint:
    "A page may have its own picture, shown instead of the site's when that page is shared.",
  current: "Current picture",
  builtIn: "Picture that came with the site",
  reset: "Go back to the picture that came with the site",
  usesSite: "Uses the site's share picture",
  resetPage: "Go back to the site's share picture",
  change: "Choose another picture",
  save: "Save",
  saved: "Pictures saved: the site already shows them.",
};
