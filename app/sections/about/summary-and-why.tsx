import { IconCard, LinkButton, Section } from "~/components/blocks";
import type { AboutContent } from "~/content/types";

/** "Who we are": the company in a few paragraphs. */
export function SummarySection({ summary }: { summary: AboutContent["summary"] }) {
  return (
    <section aria-labelledby="summary-title" className="bg-white px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-3xl">
        <h2
          id="summary-title"
          className="text-center text-3xl font-bold text-slate-900 sm:text-4xl"
        >
          {summary.title}
        </h2>
        {/* Sanitised on the server when saved and again when the page is built. */}
        <div
          className="mt-8 space-y-5 text-lg leading-relaxed text-slate-700 [&_a]:text-green-800 [&_a]:underline"
          dangerouslySetInnerHTML={{ __html: summary.text }}
        />
      </div>
    </section>
  );
}

/** "Why trust us": six reasons and a quote button. */
export function WhyChooseUs({ block }: { block: AboutContent["whyChooseUs"] }) {
  return (
    <Section
      headingId="why-title"
      title={block.title}
      subtitle={block.subtitle}
      className="bg-white px-4 py-16 sm:py-20"
    >
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {block.features.map((feature) => (
          <IconCard
            key={feature.title}
            icon={feature.icon}
            title={feature.title}
            text={feature.subtitle}
            layout="beside"
            className="rounded-2xl border border-green-100 bg-gradient-to-br from-green-50 to-white p-6"
          />
        ))}
      </ul>
      <div className="mt-10 text-center">
        <LinkButton link={block.quoteButton} />
      </div>
    </Section>
  );
}
