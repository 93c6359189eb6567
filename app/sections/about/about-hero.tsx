import { ArrowDown } from "~/components/icons";
import { ContentPicture } from "~/components/content-picture";
import type { AboutContent } from "~/content/types";

const anchorButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-3 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

/**
 * About hero. The two buttons are plain `#histoire` / `#equipe` links: they work before (or
 * without) JavaScript; once scripts run, the page's SmoothScroll script makes the jump
 * smooth (app.css, routes/about.tsx).
 */
export function AboutHero({ hero }: { hero: AboutContent["hero"] }) {
  return (
    <section className="relative isolate overflow-hidden bg-green-950 px-4 py-16 text-white sm:py-24">
      <ContentPicture
        image={hero.image}
        sizes="100vw"
        priority
        className="absolute inset-0 -z-20 h-full w-full object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-br from-green-950/95 via-green-900/90 to-teal-900/80"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 lg:grid-cols-[3fr_2fr]">
        <div>
          <p className="inline-block rounded-full bg-white/15 px-4 py-1.5 text-sm font-semibold text-green-50 ring-1 ring-white/25">
            {hero.slogan}
          </p>
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {hero.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-green-50">{hero.description}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a
              href={hero.historyButton.href}
              className={`${anchorButton} bg-white text-green-900 hover:bg-green-50`}
            >
              {hero.historyButton.label}
              <ArrowDown aria-hidden="true" className="h-5 w-5" />
            </a>
            <a
              href={hero.teamButton.href}
              className={`${anchorButton} border-2 border-white text-white hover:bg-white/10`}
            >
              {hero.teamButton.label}
              <ArrowDown aria-hidden="true" className="h-5 w-5" />
            </a>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {hero.stats
            // A stat whose key figure was removed from the key figures is left out.
            .filter((stat) => stat.figure)
            .map((stat) => (
              <div
                key={stat.id}
                className="flex flex-col-reverse rounded-2xl bg-white/10 p-5 text-center ring-1 ring-white/20 backdrop-blur-sm"
              >
                <dt className="mt-1 text-green-50">{stat.label}</dt>
                <dd className="text-3xl font-extrabold sm:text-4xl">{stat.figure}</dd>
              </div>
            ))}
        </dl>
      </div>
    </section>
  );
}
