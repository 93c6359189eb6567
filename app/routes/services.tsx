import type { Route } from "./+types/services";
import { CtaBand, SectionHeading } from "~/components/blocks";
import {
  ConceptSection,
  FormationsSection,
  SectionNav,
  ServicesHero,
  ServicesJsonLd,
} from "~/sections/services";
import { currentSiteData } from "~/features/company/index.server";
import { pageContent } from "~/features/pages/index.server";
import { getLocale } from "~/lib/locale.server";
import { useRootData } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
import type { IslandsHandle } from "~/islands";

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = await currentSiteData();
  const { content, preview } = await pageContent(context, "services", getLocale(request), site);
  return { meta: content.meta, preview, content };
}

export const meta: Route.MetaFunction = pageMeta((_root, { loaderData }) => loaderData?.meta);

/** A document with islands (decision 037): the browser gets React and the interactive parts. */
export const handle = { islands: true } satisfies IslandsHandle;

export default function Services({ loaderData: { content } }: Route.ComponentProps) {
  const { publicUrl, locale } = useRootData();
  const { concepts } = content;
  return (
    <>
      <ServicesHero hero={content.hero} />
      <SectionNav nav={content.nav} concepts={content.concepts.items} />
      <section
        id={concepts.id}
        aria-labelledby="concepts-title"
        tabIndex={-1}
        className="scroll-mt-4 pt-16 focus:outline-none sm:pt-20"
      >
        <div className="px-4">
          <SectionHeading id="concepts-title" title={concepts.title} subtitle={concepts.subtitle} />
        </div>
        {concepts.items.map((concept, index) => (
          <ConceptSection key={concept.id} concept={concept} labels={concepts} index={index} />
        ))}
      </section>
      <FormationsSection formations={content.formations} />
      <CtaBand cta={content.cta} />
      <ServicesJsonLd content={content} publicUrl={publicUrl} locale={locale} />
    </>
  );
}
