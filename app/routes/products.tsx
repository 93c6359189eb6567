import type { Route } from "./+types/products";
import { CtaBand } from "~/components/blocks";
import { ProductRange, ProductsHero, WhyChooseProducts } from "~/sections/products";
import { currentSiteData } from "~/features/company/index.server";
import { pageContent } from "~/features/pages/index.server";
import { getLocale } from "~/lib/locale.server";
import { pageMeta } from "~/lib/seo";
import type { IslandsHandle } from "~/islands";

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = await currentSiteData();
  const { content, preview } = await pageContent(context, "products", getLocale(request), site);
  return { meta: content.meta, preview, content };
}

export const meta: Route.MetaFunction = pageMeta((_root, { loaderData }) => loaderData?.meta);

/** A document with islands (decision 037): nothing on this page needs React itself. */
export const handle = { islands: true } satisfies IslandsHandle;

export default function Products({ loaderData: { content } }: Route.ComponentProps) {
  const { cta } = content;
  return (
    <>
      <ProductsHero hero={content.hero} />
      <ProductRange range={content.ecotrash} labels={content.catalogue} />
      <ProductRange range={content.ecoclean} labels={content.catalogue} tinted />
      <WhyChooseProducts block={content.whyChoose} />
      <CtaBand
        cta={{ title: cta.title, text: cta.text, primary: cta.contact, secondary: cta.quote }}
      />
    </>
  );
}
