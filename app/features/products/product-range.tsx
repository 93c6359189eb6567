import { Check } from "lucide-react";
import { Picture } from "~/components/picture";
import type { ImageRef } from "~/content/types";

type Range = { id: string; title: string; description: string; points: string[]; priceHint: string; images: ImageRef[] };

/** Column layout of a gallery; `sizes` below must follow it. */
const grids = {
  3: { className: "grid-cols-2 sm:grid-cols-3", desktopCell: 400 },
  4: { className: "grid-cols-2 sm:grid-cols-3 lg:grid-cols-4", desktopCell: 300 },
} as const;

/**
 * One product range (Ecotrash, Ecoclean): text, selling points, price hint, and its photo
 * gallery. The first photo spans two columns so the grid ends on a full row (11 + 1 and 5 + 1
 * cells fill 2, 3 and 4 columns exactly).
 */
export function ProductRange({ range, columns, tinted = false }: { range: Range; columns: 3 | 4; tinted?: boolean }) {
  const grid = grids[columns];
  const headingId = `${range.id}-title`;
  return (
    <section id={range.id} aria-labelledby={headingId} className={`px-4 py-16 sm:py-20 ${tinted ? "bg-green-50" : "bg-white"}`}>
      <div className="mx-auto max-w-7xl">
        <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-end">
          <div>
            <h2 id={headingId} className="text-3xl font-bold text-slate-900 sm:text-4xl">{range.title}</h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-700">{range.description}</p>
          </div>
          <div>
            <ul className="space-y-2">
              {range.points.map((point) => (
                <li key={point} className="flex gap-3 text-slate-800">
                  <Check aria-hidden="true" className="mt-0.5 h-5 w-5 flex-none text-green-700" strokeWidth={2.5} />
                  {point}
                </li>
              ))}
            </ul>
            <p className="mt-5 inline-block rounded-full bg-green-800 px-4 py-2 font-semibold text-white">{range.priceHint}</p>
          </div>
        </div>
        <ul className={`mt-10 grid gap-3 sm:gap-4 ${grid.className}`} data-testid={`${range.id}-gallery`}>
          {range.images.map((image, index) => {
            const featured = index === 0;
            const cell = featured ? grid.desktopCell * 2 : grid.desktopCell;
            const sizes = featured
              ? `(min-width: 1024px) ${cell}px, (min-width: 640px) 66vw, 100vw`
              : `(min-width: 1024px) ${cell}px, (min-width: 640px) 33vw, 50vw`;
            return (
              <li
                key={image.name}
                className={`overflow-hidden rounded-2xl bg-slate-100 shadow-sm ring-1 ring-slate-200 ${featured ? "col-span-2 aspect-video sm:aspect-auto" : "aspect-[4/3]"}`}
              >
                <Picture name={image.name} alt={image.alt} sizes={sizes} className="h-full w-full object-cover transition-transform duration-500 hover:scale-105 motion-reduce:transition-none" />
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
