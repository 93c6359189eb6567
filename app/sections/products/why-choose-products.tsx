import { IconCard, Section } from "~/components/blocks";
import type { ProductsContent } from "~/content/types";

/** The four statistic cards of "why choose our products". */
export function WhyChooseProducts({ block }: { block: ProductsContent["whyChoose"] }) {
  return (
    <Section
      headingId="why-products-title"
      title={block.title}
      subtitle={block.subtitle}
      wide
      className="bg-white px-4 py-16 sm:py-20"
    >
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {block.stats
          // A stat whose key figure was removed from the key figures is left out.
          .filter((stat) => stat.figure)
          .map((stat) => (
            <IconCard
              key={stat.id}
              icon={stat.icon}
              kicker={stat.figure ?? undefined}
              title={stat.label}
              text={stat.description}
              titleAs="p"
              layout="centered"
              className="rounded-3xl border border-green-100 bg-gradient-to-b from-green-50 to-white p-6 shadow-sm"
            />
          ))}
      </ul>
    </Section>
  );
}
