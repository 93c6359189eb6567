import type { Route } from "./+types/privacy";
import { privacyContent } from "~/content";
import { LegalPage } from "~/features/privacy";
import { currentSiteData } from "~/features/company/index.server";
import { getLocale } from "~/lib/locale.server";
import { rootDataFromMatches } from "~/lib/root-data";
import { seoMeta } from "~/lib/seo";
import type { IslandsHandle } from "~/islands";

/** Confidentialité: what the forms store and for how long (docs/product/privacy.md). */
export async function loader({ request }: Route.LoaderArgs) {
  const site = await currentSiteData();
  const content = privacyContent(getLocale(request), site.facts);
  return { meta: content.meta, content };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootDataFromMatches(matches);
  return root && loaderData ? seoMeta(root, loaderData.meta) : [];
};

/** A document with islands (decision 037): nothing on this page needs React itself. */
export const handle = { islands: true } satisfies IslandsHandle;

export default function Privacy({ loaderData: { content } }: Route.ComponentProps) {
  return <LegalPage content={content} />;
}
