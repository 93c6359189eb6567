import type { ServicesContent } from "~/content/types";
import { AnchorLink } from "./anchor-link";

const button =
  "inline-flex min-h-11 items-center justify-center rounded-full px-6 py-3 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

/** Title of the page and two buttons that glide to the concepts and the trainings. */
export function ServicesHero({ hero }: { hero: ServicesContent["hero"] }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-green-900 via-green-800 to-teal-800 px-4 py-16 text-white sm:py-24">
      <HeroPattern />
      <div className="relative mx-auto max-w-4xl text-center">
        <p className="text-sm font-bold tracking-wider text-green-100 uppercase">{hero.eyebrow}</p>
        <h1 className="mt-3 text-4xl leading-tight font-extrabold text-balance sm:text-5xl">
          {hero.title}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-green-50">{hero.description}</p>
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
      </div>
    </section>
  );
}

/** Soft leaf-like circles: decoration only, drawn in CSS so nothing is downloaded. */
function HeroPattern() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0">
      <div className="absolute -top-24 -left-24 h-72 w-72 rounded-full bg-white/5" />
      <div className="absolute -right-16 -bottom-32 h-96 w-96 rounded-full bg-teal-400/10" />
      <div className="absolute top-10 right-1/4 h-24 w-24 rounded-full bg-green-300/10" />
    </div>
  );
}
