import type { Route } from "./+types/about";
import { CtaBand } from "~/components/blocks";
import { aboutContent } from "~/content";
import { AboutHero } from "~/features/about/about-hero";
import { HistorySection } from "~/features/about/history-section";
import { MissionTabs } from "~/features/about/mission-tabs";
import { SummarySection, WhyChooseUs } from "~/features/about/summary-and-why";
import { TeamSection } from "~/features/about/team-section";
import { getLocale } from "~/i18n/locale.server";
import { pageMeta } from "~/lib/seo";

export function loader({ request }: Route.LoaderArgs) {
  const content = aboutContent(getLocale(request));
  return { meta: content.meta, content };
}

export const meta: Route.MetaFunction = pageMeta((_root, { loaderData }) => loaderData?.meta);

export default function About({ loaderData: { content } }: Route.ComponentProps) {
  return (
    // data-smooth-scroll: the hero's #histoire / #equipe links glide instead of jumping (app.css).
    <div data-smooth-scroll>
      <AboutHero hero={content.hero} />
      <SummarySection summary={content.summary} />
      <HistorySection history={content.history} />
      <MissionTabs block={content.missionVisionValues} />
      <TeamSection team={content.team} />
      <WhyChooseUs block={content.whyChooseUs} />
      <CtaBand cta={content.cta} />
    </div>
  );
}
