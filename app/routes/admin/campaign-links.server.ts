import * as z from "zod";
import { PUBLIC_PAGES } from "~/content/public-pages";
import { LINK_SOURCES, SLUG_MAX, SLUG_PATTERN } from "~/features/visits";
import { adminForm, choice, id, line } from "~/features/forms/index.server";

/** A short name as the link and the visits report show it: lower case, hyphens, no accents. */
const slug = (max: number) =>
  line(max, { required: true }).pipe(z.string().regex(SLUG_PATTERN, "SLUG"));

/** /admin/visits/links: make a campaign link, or remove one. */
export const campaignLinksForm = adminForm(
  z.discriminatedUnion("intent", [
    z.object({
      intent: z.literal("add"),
      slug: slug(SLUG_MAX),
      page: choice(PUBLIC_PAGES),
      locale: choice(["fr", "en"]),
      source: choice(LINK_SOURCES),
      campaign: slug(60),
    }),
    z.object({ intent: z.literal("remove"), id: id() }),
  ]),
);
