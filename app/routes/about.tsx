import type { Route } from "./+types/about";
import { CtaBand } from "~/components/blocks";
import {
  AboutHero,
  HistorySection,
  MissionTabs,
  SummarySection,
  WhyChooseUs,
  TeamSection,
} from "~/sections/about";
import { teamView } from "~/features/company";
import { currentSiteData } from "~/features/company/index.server";
import { pageContent } from "~/features/page-editor/index.server";
import { getLocale } from "~/lib/locale.server";
import { pageMeta } from "~/lib/seo";
import { useHydrated } from "~/lib/use-hydrated";

export async function loader({ request }: Route.LoaderArgs) {
  const site = await currentSiteData();
  const locale = getLocale(request);
  const { content, preview } = await pageContent(request, "about", locale, site);
  return { meta: content.meta, preview, content, team: site.team.map((m) => teamView(m, locale)) };
}

export const meta: Route.MetaFunction = pageMeta((_root, { loaderData }) => loaderData?.meta);

export default function About({ loaderData: { content, team } }: Route.ComponentProps) {
  // data-smooth-scroll: the hero's #histoire / #equipe links glide instead of jumping (app.css).
  // Only once hydrated: a shared /a-propos#equipe link must land at once. Gliding there while the
  // three Mission / Vision / Values panels fold into tabs above the team ends the glide far past
  // it; after an instant jump, MissionTabs keeps the reader in place (useKeepReaderBelow).
  const glide = useHydrated();
  return (
    <div data-smooth-scroll={glide ? "" : undefined}>
      <AboutHero hero={content.hero} />
      <SummarySection summary={content.summary} />
      <HistorySection history={content.history} />
      <MissionTabs block={content.missionVisionValues} />
      <TeamSection team={content.team} members={team} />
      <WhyChooseUs block={content.whyChooseUs} />
      <CtaBand cta={content.cta} />
    </div>
  );
}
