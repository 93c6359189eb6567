import { Check } from "~/components/icons";
import { LinkButton } from "~/components/blocks";
import { ContentPicture } from "~/components/content-picture";
import { conceptBrand } from "~/content/company";
import type { ServiceConcept, ServicesContent } from "~/content/types";

type Labels = Pick<ServicesContent["concepts"], "servicesTitle" | "benefitsTitle" | "quoteLabel">;

/**
 * One concept (docs/product/screens.md#services): logo, titles, text, services, benefits, three
 * statistics, three images and a free-quote button to /quote?concept={id}. Even sections put the
 * pictures on the left on wide screens, so the long page reads as a rhythm rather than a column.
 */
export function ConceptSection({
  concept,
  labels,
  index,
}: {
  concept: ServiceConcept;
  labels: Labels;
  index: number;
}) {
  const titleId = `${concept.id}-title`;
  const flip = index % 2 === 1;
  const { color, gradient } = conceptBrand[concept.id];
  return (
    <section
      id={concept.id}
      aria-labelledby={titleId}
      tabIndex={-1}
      className={`scroll-mt-4 px-4 pb-16 focus:outline-none ${index === 0 ? "pt-10" : "pt-16"} ${flip ? "bg-slate-50" : "bg-white"}`}
    >
      <div className="mx-auto grid max-w-7xl gap-10 lg:grid-cols-2 lg:items-center lg:gap-14">
        <div>
          <div className="flex items-center gap-4">
            <div className="shrink-0">
              <ContentPicture
                image={concept.logo}
                sizes="64px"
                className="h-16 w-16 rounded-2xl bg-white object-contain shadow-sm ring-1 ring-slate-200"
              />
            </div>
            <div>
              <h3 id={titleId} className="text-3xl font-extrabold" style={{ color: color }}>
                {concept.title}
              </h3>
              <p className="font-semibold text-slate-700">{concept.subtitle}</p>
            </div>
          </div>
          <p className="mt-5 text-lg text-slate-700">{concept.description}</p>
          <div className="mt-8 grid gap-8 sm:grid-cols-2">
            <CheckList title={labels.servicesTitle} items={concept.services} color={color} />
            <CheckList title={labels.benefitsTitle} items={concept.benefits} color={color} />
          </div>
          <LinkButton
            link={{ label: labels.quoteLabel, href: `/quote?concept=${concept.id}` }}
            className="mt-8 w-full sm:w-auto"
          />
        </div>
        <div className={flip ? "lg:order-first" : ""}>
          <ConceptImages concept={concept} />
          <dl className="mt-4 grid grid-cols-3 gap-2 sm:gap-3">
            {concept.stats.map((stat) => (
              <div
                key={stat.label}
                className="flex flex-col-reverse justify-end rounded-2xl p-3 text-center text-white sm:p-4"
                style={{
                  backgroundImage: `linear-gradient(135deg, ${gradient.from}, ${gradient.to})`,
                }}
              >
                <dt className="mt-1 text-xs leading-snug sm:text-sm">{stat.label}</dt>
                <dd className="text-lg font-extrabold sm:text-2xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}

function CheckList({ title, items, color }: { title: string; items: string[]; color: string }) {
  return (
    <div>
      <h4 className="text-lg font-bold text-slate-900">{title}</h4>
      <ul className="mt-3 space-y-2">
        {items.map((item) => (
          <li key={item} className="flex gap-2 text-slate-700">
            <Check
              aria-hidden="true"
              className="mt-0.5 h-5 w-5 shrink-0"
              style={{ color }}
              strokeWidth={2.5}
            />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One wide picture over two smaller ones; all lazy, sized by the image pipeline (no shift). */
function ConceptImages({ concept }: { concept: ServiceConcept }) {
  const [first, ...others] = [concept.photo1, concept.photo2, concept.photo3];
  // NOTE: <ContentPicture> renders <picture><img></picture>: the grid places the wrappers, the class sizes the img.
  return (
    <div className="grid grid-cols-2 gap-2 sm:gap-3">
      {first && (
        <div className="col-span-2">
          <ContentPicture
            image={first}
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 48vw, 100vw"
            className="aspect-[16/9] h-auto w-full rounded-2xl object-cover"
          />
        </div>
      )}
      {others.map((image) => (
        <div key={image.media?.id ?? image.name}>
          <ContentPicture
            image={image}
            sizes="(min-width: 1280px) 300px, (min-width: 1024px) 24vw, 50vw"
            className="aspect-[4/3] h-auto w-full rounded-2xl object-cover"
          />
        </div>
      ))}
    </div>
  );
}
