import { Check } from "~/components/icons";
import { Picture } from "~/components/picture";
import type { ImageRef } from "~/content/types";

type Range = {
  id: string;
  title: string;
  description: string;
  points: string[];
  priceHint: string;
  images: ImageRef[];
};

/**
 * Column layouts of a gallery (widths leave room for the 1 rem gaps); `sizes` must follow them.
 * A wrapping flex row rather than a grid, so an incomplete last row is centred, not ragged.
 */
const layouts = {
  3: {
    item: "w-[calc((100%-1rem)/2)] sm:w-[calc((100%-2rem)/3)]",
    sizes: "(min-width: 1280px) 410px, (min-width: 640px) 33vw, 50vw",
  },
  4: {
    item: "w-[calc((100%-1rem)/2)] sm:w-[calc((100%-2rem)/3)] lg:w-[calc((100%-3rem)/4)]",
    sizes: "(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw",
  },
} as const;

/** One product range (Ecotrash, Ecoclean): text, selling points, price hint and photo gallery. */
export function ProductRange({
  range,
  columns,
  tinted = false,
}: {
  range: Range;
  columns: 3 | 4;
  tinted?: boolean;
}) {
  const layout = layouts[columns];
  const headingId = `${range.id}-title`;
  return (
    <section
      id={range.id}
      aria-labelledby={headingId}
      className={`px-4 py-16 sm:py-20 ${tinted ? "bg-green-50" : "bg-white"}`}
    >
      <div className="mx-auto max-w-7xl">
        <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-end">
          <div>
            <h2 id={headingId} className="text-3xl font-bold text-slate-900 sm:text-4xl">
              {range.title}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-700">{range.description}</p>
          </div>
          <div>
            <ul className="space-y-2">
              {range.points.map((point) => (
                <li key={point} className="flex gap-3 text-slate-800">
                  <Check
                    aria-hidden="true"
                    className="mt-0.5 h-5 w-5 flex-none text-green-700"
                    strokeWidth={2.5}
                  />
                  {point}
                </li>
              ))}
            </ul>
            <p className="mt-5 inline-block rounded-2xl bg-green-800 px-4 py-2 font-semibold text-white">
              {range.priceHint}
            </p>
          </div>
        </div>
        <ul
          className="mt-10 flex flex-wrap justify-center gap-4"
          data-testid={`${range.id}-gallery`}
        >
          {range.images.map((image) => (
            <li
              key={image.name}
              className={`aspect-[4/3] overflow-hidden rounded-2xl bg-slate-100 shadow-sm ring-1 ring-slate-200 ${layout.item}`}
            >
              <Picture
                name={image.name}
                alt={image.alt}
                sizes={layout.sizes}
                className="h-full w-full object-cover transition-transform duration-500 hover:scale-105 motion-reduce:transition-none"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
