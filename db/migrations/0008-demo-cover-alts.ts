import { sql } from "kysely";
import type { DialectMigration } from "./types";

/** Each demo article's cover and its description in French and English, as the seed writes them. */
const DEMO_COVERS: ReadonlyArray<{ url: string; fr: string; en: string }> = [
  {
    url: "/img/sante-pro-1-800.webp",
    fr: "Agent d'hygiène masqué pulvérisant du désinfectant dans un couloir de clinique",
    en: "Masked hygiene technician spraying disinfectant in a clinic corridor",
  },
  {
    url: "/img/natura-potager-1-800.webp",
    fr: "Jardinière bêchant des planches de légumes sous un palmier",
    en: "Gardener hoeing vegetable beds under a palm tree",
  },
  {
    url: "/img/eco-event-1-800.webp",
    fr: "Éco-agent à côté de trois bacs de tri sous un chapiteau de festival",
    en: "Eco-steward beside three recycling bins under a festival tent",
  },
  {
    url: "/img/ecoclean-1-800.webp",
    fr: "Flacon vert de détergent multi-usage Ecoclean",
    en: "Green bottle of Ecoclean all-purpose detergent",
  },
];

/**
 * A post goes (or stays) online only with a description of each picture
 * (docs/decisions/021-article-images-and-alt-text.md). Demo articles seeded before covers had
 * descriptions (before 0003) have none, so they could no longer be saved: they get the ones the
 * seed writes today. Only demo rows still without a description are touched.
 */
export const demoCoverAlts: DialectMigration = {
  async up(db) {
    for (const cover of DEMO_COVERS) {
      for (const locale of ["fr", "en"] as const) {
        await sql`update blog_posts set image_alt = ${cover[locale]}
          where is_demo = 1 and image_url = ${cover.url} and locale = ${locale}
            and (image_alt is null or trim(image_alt) = '')`.execute(db);
      }
    }
  },
};
