import type { Route } from "./+types/products";
import { CtaBand } from "~/components/blocks";
import { productsContent } from "~/content";
import { ProductRange } from "~/features/products/product-range";
import { ProductsHero } from "~/features/products/products-hero";
import { WhyChooseProducts } from "~/features/products/why-choose-products";
import { currentSiteData } from "~/features/site/site-data.server";
import { getLocale } from "~/i18n/locale.server";
import { pageMeta } from "~/lib/seo";

export async function loader({ request }: Route.LoaderArgs) {
  const site = await currentSiteData();
  const content = productsContent(getLocale(request), site.facts);
  return { meta: content.meta, content };
}

export const meta: Route.MetaFunction = pageMeta((_root, { loaderData }) => loaderData?.meta);

export default function Products({ loaderData: { content } }: Route.ComponentProps) {
  const { cta } = content;
  return (
    <>
      <ProductsHero hero={content.hero} />
      <ProductRange range={content.ecotrash} columns={4} />
      <ProductRange range={content.ecoclean} columns={3} tinted />
      <WhyChooseProducts block={content.whyChoose} />
      <CtaBand
        cta={{ title: cta.title, text: cta.text, primary: cta.contact, secondary: cta.quote }}
      />
    </>
  );
}
