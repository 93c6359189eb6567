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
import { pageContent } from "~/features/pages/index.server";
import { getLocale } from "~/lib/locale.server";
import { pageMeta } from "~/lib/seo";
import type { IslandsHandle } from "~/islands";
import { SmoothScroll } from "~/components/smooth-scroll";

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = await currentSiteData();
  const locale = getLocale(request);
  const { content, preview } = await pageContent(context, "about", locale, site);
  return { meta: content.meta, preview, content, team: site.team.map((m) => teamView(m, locale)) };
}

export const meta: Route.MetaFunction = pageMeta((_root, { loaderData }) => loaderData?.meta);

/** A document with islands: the browser gets React and the page's interactive parts only. */
export const handle = { islands: true } satisfies IslandsHandle;

export default function About({ loaderData: { content, team } }: Route.ComponentProps) {
  // The hero's #histoire / #equipe links glide instead of jumping, once scripts run: a shared
  // /a-propos#equipe link must land at once. Gliding there while the three Mission / Vision /
  // Values panels fold into tabs above the team ends the glide far past it; after an instant
  // jump, MissionTabs keeps the reader in place (mission-tabs.script.ts).
  return (
    <div>
      <SmoothScroll />
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
