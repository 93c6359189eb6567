import { useActionData } from "react-router";
import type { Route } from "./+types/quote";
import { BadgeCheck } from "~/components/icons";
import { PageHero } from "~/components/blocks";
import { conceptFromUrl, estimateFromUrl } from "~/features/leads";
import { QuoteTabs } from "~/sections/quote";
import { getSiteData } from "~/features/company/index.server";
import { pageContent } from "~/features/pages/index.server";
import { getLocale } from "~/lib/locale.server";
import { pageMeta } from "~/lib/seo";
import type { IslandsHandle } from "~/islands";
import { getRuntime } from "~/runtime/runtime.server";

/** The form's submission: stored with its DV- reference, then notified (decision 004). */
export { quoteAction as action, leadHeaders as headers } from "~/features/leads/index.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = getLocale(request);
  const site = await getSiteData((await getRuntime()).database);
  const { content, preview } = await pageContent(context, "quote", locale, site);
  const url = new URL(request.url);
  // "Request a quote" on a product card names the product: the description starts with it.
  const productId = url.searchParams.get("product");
  const catalogue = productId
    ? (await pageContent(context, "products", locale, site)).content
    : null;
  const product = catalogue
    ? [...catalogue.ecotrash.products, ...catalogue.ecoclean.products].find(
        (p) => p.id === productId,
      )
    : undefined;
  return {
    meta: content.meta,
    preview,
    content,
    locale,
    grid: site.prices,
    concept: conceptFromUrl(url),
    productNote: product ? content.form.productNote.replace("{product}", product.title) : undefined,
    estimate: estimateFromUrl(url, site.prices),
    // Decided here, not while rendering, so the browser hydrates the very same form.
    formToken: crypto.randomUUID(),
    startedAt: Date.now(),
  };
}

export const meta: Route.MetaFunction = pageMeta((_root, { loaderData }) => loaderData?.meta);

/** A document with islands (decision 037): the browser gets React, the tabs and the form. */
export const handle = { islands: true } satisfies IslandsHandle;

export default function Quote({ loaderData }: Route.ComponentProps) {
  // The answer to a form posted without JavaScript, which the server renders.
  const answer = useActionData();
  const { content, locale } = loaderData;
  return (
    <>
      <PageHero title={content.hero.title} lead={content.hero.subtitle}>
        <ul className="mt-6 flex flex-wrap justify-center gap-2">
          {content.hero.badges.map((badge) => (
            <li
              key={badge}
              className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1.5 text-sm font-semibold ring-1 ring-white/30"
            >
              <BadgeCheck aria-hidden="true" className="h-4 w-4" />
              {badge}
            </li>
          ))}
        </ul>
      </PageHero>
      <div className="bg-slate-50">
        <QuoteTabs
          content={content}
          locale={locale}
          grid={loaderData.grid}
          concept={loaderData.concept}
          productNote={loaderData.productNote}
          token={loaderData.formToken}
          startedAt={loaderData.startedAt}
          answer={answer}
          initialEstimate={loaderData.estimate}
        />
      </div>
    </>
  );
}
