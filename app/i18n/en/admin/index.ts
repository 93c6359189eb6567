import { accounting } from "./accounting";
import { backups } from "./backups";
import { logoAndSharing } from "./logo-and-sharing";
import { devis } from "./devis";
import { frame } from "./frame";
import { insights } from "./insights";
import { invoices } from "./invoices";
import { leads } from "./leads";
import { menus } from "./menus";
import { library } from "./library";
import { pages } from "./pages";
import { privacy } from "./privacy";
import { report } from "./report";
import { site } from "./site";
import { team } from "./team";
import { visits } from "./visits";

/** The private area's words in English, area by area as the French. */
export const admin = {
  ...frame,
  ...leads,
  ...team,
  ...site,
  ...insights,
  privacy,
  pages,
  devis,
  invoices,
  accounting,
  backups,
  menus,
  logoAndSharing,
  library,
  visits,
  report,
};
