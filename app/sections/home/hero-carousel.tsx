import { ContentPicture } from "~/components/content-picture";
import { LinkButton } from "~/components/blocks";
import type { HomeContent } from "~/content/types";
import { pageScript } from "~/islands";
import { CarouselControls, CarouselProgress } from "./carousel-controls";
import startHeroCarousel from "./hero-carousel.script";

/** The hero moves on every 5 s (docs/product/screens.md#home). */
export const HERO_INTERVAL_MS = 5000;
/** How wide a slide's picture is shown (also used to preload the first one). */
export const HERO_PICTURE_SIZES = "(min-width: 1280px) 660px, (min-width: 1024px) 52vw, 100vw";

// Turned by a page script, not an island: a still first slide needs no React, so the home page
// loads none before the reader reaches for a part that needs it.
const HeroScript = pageScript("sections/home/hero-carousel", startHeroCarousel, "idle");

/**
 * Section 1: three slides, each a picture beside its text and button. Every slide's text is in the
 * HTML (stacked in one grid cell, so the tallest sets the height and nothing shifts); the first
 * slide is the one shown before JavaScript. Its picture is the page's LCP element, so it alone is
 * in the server's HTML (preloaded, high priority); the others wait in templates, and come lazily
 * once the page script starts the turning (hero-carousel.script.ts). What shows which slide are
 * attributes (`data-active`, `aria-current`), the only things the script changes.
 */
export function HeroCarousel({ hero }: { hero: HomeContent["hero"] }) {
  const still = { index: 0, count: hero.slides.length, autoplay: true };
  return (
    <section
      aria-roledescription="carousel"
      aria-label={hero.label}
      data-testid="hero-carousel"
      data-hero-carousel=""
      data-interval={HERO_INTERVAL_MS}
      className="relative overflow-hidden bg-gradient-to-br from-green-950 via-green-900 to-teal-900 text-white"
    >
      <div className="grid" aria-live="polite" data-carousel="slides">
        {hero.slides.map((slide, i) => {
          const active = i === 0;
          const picture = (
            <ContentPicture
              image={slide.image}
              sizes={HERO_PICTURE_SIZES}
              priority={i === 0}
              className="h-full w-full object-cover"
            />
          );
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
              className="group/slide invisible col-start-1 row-start-1 opacity-0 transition-[opacity,visibility] duration-700 ease-out data-active:visible data-active:opacity-100"
            >
              <div className="mx-auto grid max-w-7xl items-center gap-6 px-4 pt-6 pb-28 sm:px-6 lg:grid-cols-[1fr_1.1fr] lg:gap-12 lg:pt-14 lg:pb-32">
                <div className="aspect-[16/9] overflow-hidden rounded-3xl bg-white/5 shadow-2xl ring-1 ring-white/10 lg:order-last">
                  {/* The other slides' pictures wait, so the first one has the line to itself. */}
                  {i === 0 ? picture : <template data-slide-picture="">{picture}</template>}
                </div>
                <div className="translate-y-3 transition-transform duration-700 ease-out group-data-active/slide:translate-y-0 motion-reduce:transition-none">
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
          <CarouselControls carousel={still} tone="dark" labels={hero} />
          <CarouselProgress
            carousel={{ ...still, intervalMs: HERO_INTERVAL_MS, running: false, hydrated: false }}
            tone="dark"
            className="mt-4"
          />
        </div>
      </div>
      <HeroScript />
    </section>
  );
}
