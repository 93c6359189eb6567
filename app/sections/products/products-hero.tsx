import { RotatingRing } from "~/components/showcase/rotating-ring";
import { IconCard } from "~/components/blocks";
import type { ProductsContent } from "~/content/types";

/** Products banner: title, description, three feature cards, and the rotating product ring. */
export function ProductsHero({ hero }: { hero: ProductsContent["hero"] }) {
  return (
    <section className="overflow-hidden bg-gradient-to-br from-green-900 via-green-800 to-teal-900 px-4 py-14 text-white sm:py-20">
      <div className="mx-auto grid max-w-7xl items-center gap-12 lg:grid-cols-[1fr_minmax(0,30rem)]">
        <div>
          <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {hero.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-green-50">{hero.description}</p>
          <ul className="mt-10 grid gap-4 sm:grid-cols-3" data-testid="product-features">
            {hero.features.map((feature) => (
              <IconCard
                key={feature.title}
                icon={feature.icon}
                title={feature.title}
                text={feature.description}
                layout="beside-on-phones"
                tone="dark"
                titleAs="p"
                className="rounded-2xl bg-white/10 p-5 ring-1 ring-white/20 backdrop-blur-sm"
              />
            ))}
          </ul>
        </div>
        <RotatingRing
          images={hero.showcase.images.map((item) => item.image)}
          centerIcon={hero.showcase.centerIcon}
          pauseLabel={hero.showcase.pause}
          size="md"
          className="mx-auto w-full max-w-md text-white lg:max-w-none"
        />
      </div>
    </section>
  );
}
