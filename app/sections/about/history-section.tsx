import { IconCard, Section } from "~/components/blocks";
import type { AboutContent, Achievement } from "~/content/types";

/** The timeline's colours, in turn (each dark enough for white text on it). */
const PALETTE = ["#16a34a", "#0e7490", "#a16207", "#7c3aed", "#c2410c"] as const;
const colorOf = (index: number) => PALETTE[index % PALETTE.length];

/** "Our story": two highlight cards, then the awards timeline (docs/product/screens.md#about). */
export function HistorySection({ history }: { history: AboutContent["history"] }) {
  return (
    <Section
      id={history.id}
      headingId="history-title"
      title={history.title}
      subtitle={history.subtitle}
      className="bg-green-50 px-4 py-16 sm:py-20"
    >
      <div className="grid gap-6 md:grid-cols-2">
        {history.highlights.map((item) => (
          <IconCard
            key={item.title}
            as="article"
            icon={item.icon}
            title={item.title}
            subtitle={item.subtitle}
            text={item.description}
            className="rounded-3xl bg-white p-7 shadow-sm ring-1 ring-green-100"
          />
        ))}
      </div>
      <h3 className="mt-16 mb-10 text-center text-2xl font-bold text-slate-900 sm:text-3xl">
        {history.timelineTitle}
      </h3>
      <Timeline achievements={history.achievements} />
    </Section>
  );
}

/**
 * A vertical line with one card per distinction: stacked along the left edge on phones,
 * alternating left and right of a centre line from the `lg` breakpoint, where each card starts
 * before its neighbour on the other side ends (cards are far taller than the overlap).
 */
function Timeline({ achievements }: { achievements: Achievement[] }) {
  return (
    // The line behind the cards sits beside the list, not in it (a list holds only items).
    <div className="relative">
      <span
        aria-hidden="true"
        className="absolute top-2 bottom-2 left-3 w-1 -translate-x-1/2 rounded-full bg-green-200 lg:left-1/2"
      />
      <ol className="relative" data-testid="timeline">
        {achievements.map((item, index) => {
          const right = index % 2 === 1;
          return (
            <li
              key={item.year}
              data-side={right ? "right" : "left"}
              className={`relative pb-8 pl-10 last:pb-0 lg:w-1/2 lg:pl-0 lg:not-first-of-type:-mt-20 ${right ? "lg:ml-auto lg:pl-12" : "lg:pr-12"}`}
            >
              <span
                aria-hidden="true"
                className={`absolute top-6 left-3 h-5 w-5 -translate-x-1/2 rounded-full ring-4 ring-green-50 ${right ? "lg:left-0" : "lg:left-full"}`}
                style={{ backgroundColor: colorOf(index) }}
              />
              <article
                className="rounded-2xl border-t-4 bg-white p-6 shadow-sm"
                style={{ borderTopColor: colorOf(index) }}
              >
                <p
                  className="inline-block rounded-full px-3 py-0.5 text-xl font-bold text-white"
                  style={{ backgroundColor: colorOf(index) }}
                >
                  {item.year}
                </p>
                <h4 className="mt-3 text-xl font-bold text-slate-900">{item.title}</h4>
                <p className="mt-2 leading-relaxed text-slate-700">{item.description}</p>
                <p className="mt-3 text-sm font-semibold text-green-900">{item.organisation}</p>
              </article>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
