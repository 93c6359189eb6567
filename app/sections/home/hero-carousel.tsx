import { ContentPicture } from "~/components/content-picture";
import { LinkButton } from "~/components/blocks";
import type { HomeContent } from "~/content/types";
import { CarouselControls, CarouselProgress } from "./carousel-controls";
import { useCarousel } from "./use-carousel";

/** The hero moves on every 5 s (docs/product/screens.md#home). */
export const HERO_INTERVAL_MS = 5000;
/** How wide a slide's picture is shown (also used to preload the first one). */
export const HERO_PICTURE_SIZES = "(min-width: 1280px) 660px, (min-width: 1024px) 52vw, 100vw";

/**
 * Section 1: three slides, each a picture beside its text and button. Every slide's text is in the
 * HTML (stacked in one grid cell, so the tallest sets the height and nothing shifts); the first
 * slide is the one shown before JavaScript. Its picture is the page's LCP element, so it alone is
 * in the server's HTML (preloaded, high priority); the others come, lazily, once hydrated.
 */
export function HeroCarousel({ hero }: { hero: HomeContent["hero"] }) {
  const carousel = useCarousel(hero.slides.length, HERO_INTERVAL_MS);
  return (
    <section
      aria-roledescription="carousel"
      aria-label={hero.label}
      data-testid="hero-carousel"
      className="relative overflow-hidden bg-gradient-to-br from-green-950 via-green-900 to-teal-900 text-white"
      {...carousel.rootProps}
    >
      <div className="grid" aria-live={carousel.running ? "off" : "polite"}>
        {hero.slides.map((slide, i) => {
          const active = i === carousel.index;
          return (
            <div
              key={slide.image.name}
              // APG carousel pattern: each slide is a group with the "slide" role description.
              // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${hero.slides.length}`}
              aria-hidden={active ? undefined : true}
              inert={!active}
              data-slide={i}
              data-active={active || undefined}
              className={`col-start-1 row-start-1 transition-[opacity,visibility] duration-700 ease-out ${active ? "visible opacity-100" : "invisible opacity-0"}`}
            >
              <div className="mx-auto grid max-w-7xl items-center gap-6 px-4 pt-6 pb-28 sm:px-6 lg:grid-cols-[1fr_1.1fr] lg:gap-12 lg:pt-14 lg:pb-32">
                <div className="aspect-[16/9] overflow-hidden rounded-3xl bg-white/5 shadow-2xl ring-1 ring-white/10 lg:order-last">
                  {/* The other slides' pictures wait for hydration, so the first one has the line to itself. */}
                  {(i === 0 || carousel.hydrated) && (
                    <ContentPicture
                      image={slide.image}
                      sizes={HERO_PICTURE_SIZES}
                      priority={i === 0}
                      className="h-full w-full object-cover"
                    />
                  )}
                </div>
                <div
                  className={`transition-transform duration-700 ease-out motion-reduce:transition-none ${active ? "translate-y-0" : "translate-y-3"}`}
                >
                  <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-amber-200 ring-1 ring-white/15">
                    <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-amber-300" />
                    {slide.subtitle}
                  </p>
                  <h2 className="mt-4 text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl">
                    {slide.title}
                  </h2>
                  <p className="mt-4 max-w-xl text-lg leading-relaxed text-green-50/90">
                    {slide.text}
                  </p>
                  <LinkButton link={slide.cta} variant="light" className="mt-7 shadow-lg" />
                </div>
              </div>
            </div>
          );
        })}
      </div>
      <div className="absolute inset-x-0 bottom-0">
        <div className="mx-auto max-w-7xl px-4 pb-6 sm:px-6 lg:pb-8">
          <CarouselControls carousel={carousel} tone="dark" labels={hero} />
          <CarouselProgress carousel={carousel} tone="dark" className="mt-4" />
        </div>
      </div>
    </section>
  );
}
