import type { Route } from "./+types/legal-notice";
import { legalContent } from "~/content";
import { LegalPage } from "~/features/privacy";
import { currentSiteData } from "~/features/company/index.server";
import { getLocale } from "~/lib/locale.server";
import { rootDataFromMatches } from "~/lib/root-data";
import { seoMeta } from "~/lib/seo";
import type { IslandsHandle } from "~/islands";

/** Mentions légales: publisher and host from the owner's settings (docs/product/privacy.md). */
export async function loader({ request }: Route.LoaderArgs) {
  const site = await currentSiteData();
  const content = legalContent(getLocale(request), site.facts);
  return { meta: content.meta, content };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootDataFromMatches(matches);
  return root && loaderData ? seoMeta(root, loaderData.meta) : [];
};

/** A document with islands (decision 037): nothing on this page needs React itself. */
export const handle = { islands: true } satisfies IslandsHandle;

export default function LegalNotice({ loaderData: { content } }: Route.ComponentProps) {
  return <LegalPage content={content} />;
}
