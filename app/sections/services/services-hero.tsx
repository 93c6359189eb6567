import { PageHero } from "~/components/blocks";
import type { ServicesContent } from "~/content/types";
import { AnchorLink } from "./anchor-link";

const button =
  "inline-flex min-h-11 items-center justify-center rounded-full px-6 py-3 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

/** Title of the page and two buttons that glide to the concepts and the trainings. */
export function ServicesHero({ hero }: { hero: ServicesContent["hero"] }) {
  return (
    <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.description}>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <AnchorLink
          targetId={hero.conceptsButton.href.slice(1)}
          className={`${button} bg-white text-green-900 hover:bg-green-50`}
        >
          {hero.conceptsButton.label}
        </AnchorLink>
        <AnchorLink
          targetId={hero.formationsButton.href.slice(1)}
          className={`${button} border-2 border-white text-white hover:bg-white/10`}
        >
          {hero.formationsButton.label}
        </AnchorLink>
      </div>
    </PageHero>
  );
}
