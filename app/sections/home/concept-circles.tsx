import { ArrowRight } from "~/components/icons";
import { useState, type CSSProperties } from "react";
import { LinkButton, Section } from "~/components/blocks";
import { ContentPicture } from "~/components/content-picture";
import { conceptBrand } from "~/content/company";
import type { HomeConcept, HomeContent } from "~/content/types";
import { useLocalizedPath } from "~/lib/root-data";

/**
 * Section 3: the six concepts as round pictures. A circle's description shows on hover, on
 * keyboard focus and on tap (the circle is a disclosure button). Hidden descriptions stay in the
 * HTML for search engines; they hold no link, so nothing hidden can take keyboard focus.
 */
export function ConceptCircles({ concepts }: { concepts: HomeContent["concepts"] }) {
  return (
    <Section
      headingId="concepts-title"
      title={concepts.title}
      subtitle={concepts.subtitle}
      wide
      className="bg-gradient-to-b from-white to-green-50/70 px-4 py-16 sm:px-6 sm:py-24"
    >
      <ul className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 lg:gap-8">
        {concepts.items.map((concept) => (
          <ConceptCircle
            key={concept.id}
            concept={concept}
            quoteLabel={concepts.quoteLabel}
            learnMoreLabel={concepts.learnMoreLabel}
          />
        ))}
      </ul>
      <div className="mt-12 text-center">
        <LinkButton link={concepts.contactExperts} />
      </div>
    </Section>
  );
}

// When a description shows: hover (only where a pointer can hover), keyboard focus anywhere in the
// card, or the circle opened by a tap or click.
const revealed = [
  "group-hover/concept:visible group-hover/concept:opacity-100 group-hover/concept:scale-100",
  "group-has-[:focus-visible]/concept:visible group-has-[:focus-visible]/concept:opacity-100 group-has-[:focus-visible]/concept:scale-100",
  "group-data-open/concept:visible group-data-open/concept:opacity-100 group-data-open/concept:scale-100",
  "max-sm:group-hover/concept:block max-sm:group-has-[:focus-visible]/concept:block max-sm:group-data-open/concept:block",
].join(" ");

const highlighted = [
  "group-hover/concept:ring-(--concept) group-hover/concept:shadow-xl",
  "group-has-[:focus-visible]/concept:ring-(--concept)",
  "group-data-open/concept:ring-(--concept) group-data-open/concept:shadow-xl",
].join(" ");

function ConceptCircle({
  concept,
  quoteLabel,
  learnMoreLabel,
}: {
  concept: HomeConcept;
  quoteLabel: string;
  learnMoreLabel: string;
}) {
  const [open, setOpen] = useState(false);
  const to = useLocalizedPath();
  const titleId = `concept-${concept.id}-title`;
  const descriptionId = `concept-${concept.id}-description`;
  return (
    <li
      data-concept={concept.id}
      data-open={open || undefined}
      style={{ "--concept": conceptBrand[concept.id].color } as CSSProperties}
      // Phones: a row (circle beside the text). Wider: a card with the circle on top.
      className="group/concept grid grid-cols-[6.5rem_1fr] grid-rows-[auto_auto_1fr_auto] gap-x-4 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200/80 transition-shadow hover:shadow-lg sm:flex sm:flex-col sm:items-center sm:p-8 sm:text-center"
    >
      <p
        className="col-start-2 row-start-1 text-xs font-bold tracking-wider uppercase"
        style={{ color: conceptBrand[concept.id].color }}
      >
        {concept.category}
      </p>
      <h3
        id={titleId}
        className="col-start-2 row-start-2 mt-0.5 text-xl font-bold text-slate-900 sm:mt-1 sm:text-2xl"
      >
        {concept.title}
      </h3>
      <div className="contents sm:relative sm:order-first sm:mb-6 sm:block sm:h-52 sm:w-52">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={descriptionId}
          aria-labelledby={titleId}
          onClick={() => setOpen(!open)}
          data-concept-circle=""
          className={`col-start-1 row-span-3 row-start-1 block h-26 w-26 cursor-pointer self-start overflow-hidden rounded-full shadow-md ring-4 ring-green-100 transition-all duration-300 focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-green-800 sm:h-52 sm:w-52 sm:ring-8 ${highlighted}`}
        >
          <ContentPicture
            image={concept.image}
            sizes="(min-width: 640px) 208px, 104px"
            className="h-full w-full object-cover transition-transform duration-500 group-hover/concept:scale-110 group-data-open/concept:scale-110 motion-reduce:transition-none"
          />
        </button>
        <p
          id={descriptionId}
          data-concept-description=""
          className={`invisible col-start-2 row-start-3 mt-2 scale-95 text-[0.95rem] leading-relaxed text-slate-700 opacity-0 transition-[opacity,visibility,scale] duration-300 max-sm:hidden sm:pointer-events-none sm:absolute sm:inset-0 sm:mt-0 sm:flex sm:items-center sm:justify-center sm:rounded-full sm:bg-(--concept)/92 sm:p-7 sm:text-sm sm:font-medium sm:text-white ${revealed}`}
        >
          {concept.description}
        </p>
      </div>
      <div className="col-span-2 col-start-1 row-start-4 mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 sm:mt-5 sm:justify-center">
        <a
          href={to(`/quote?concept=${concept.id}`)}
          className="inline-flex min-h-11 items-center justify-center rounded-full bg-green-800 px-5 py-2 text-sm font-semibold text-white transition-colors hover:bg-green-900"
          aria-describedby={titleId}
          data-concept-quote=""
          data-plain-link=""
        >
          {quoteLabel}
        </a>
        <a
          href={to(`/services#${concept.id}`)}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-green-800 underline-offset-4 hover:underline"
          aria-describedby={titleId}
          data-plain-link=""
        >
          {learnMoreLabel}
          {/* Search engines and screen readers get a link that says where it goes. */}
          <span className="sr-only"> – {concept.title}</span>
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </a>
      </div>
    </li>
  );
}
