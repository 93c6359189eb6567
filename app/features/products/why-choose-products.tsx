import { SectionHeading } from "~/components/blocks";
import { Icon } from "~/components/icon";
import type { ProductsContent } from "~/content/types";

/** The four statistic cards of "why choose our products". */
export function WhyChooseProducts({ block }: { block: ProductsContent["whyChoose"] }) {
  return (
    <section aria-labelledby="why-products-title" className="bg-white px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="why-products-title" title={block.title} subtitle={block.subtitle} />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {block.stats.map((stat) => (
            <li
              key={stat.label}
              className="rounded-3xl border border-green-100 bg-gradient-to-b from-green-50 to-white p-6 text-center shadow-sm"
            >
              <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-2xl bg-green-800 text-white">
                <Icon name={stat.icon} className="h-7 w-7" />
              </span>
              <p className="mt-4 text-4xl font-extrabold text-green-900">{stat.value}</p>
              <p className="mt-1 font-semibold text-slate-900">{stat.label}</p>
              <p className="mt-3 text-slate-700">{stat.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
