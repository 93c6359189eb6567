import type { Route } from "./+types/home";
import { CtaBand } from "~/components/blocks";
import { preloadLinks } from "~/components/picture";
import {
  ConceptCircles,
  HERO_PICTURE_SIZES,
  HeroCarousel,
  ContactCallToAction,
  InterventionModes,
  ProductsAndServicesIntro,
  WhyChooseUs,
  TestimonialsSection,
  TrustSection,
} from "~/sections/home";
import { listApprovedTestimonials } from "~/features/testimonials/index.server";
import { tickerEntry } from "~/features/company";
import { getSiteData } from "~/features/company/index.server";
import { pageContent } from "~/features/pages/index.server";
import { getLocale } from "~/lib/locale.server";
import { useLocale } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
import { getRuntime } from "~/runtime/runtime.server";
import type { IslandsHandle } from "~/islands";

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = getLocale(request);
  const { database } = await getRuntime();
  const [testimonials, site] = await Promise.all([
    listApprovedTestimonials(database, locale),
    getSiteData(database),
  ]);
  // Set by /api/testimonials when the form was sent without JavaScript.
  const outcome = new URL(request.url).searchParams.get("testimonial");
  const testimonialOutcome: "sent" | "error" | null =
    outcome === "sent" || outcome === "error" ? outcome : null;
  return {
    ...(await pageContent(context, "home", locale, site)),
    clients: site.clients.map(tickerEntry),
    partners: site.partners.map(tickerEntry),
    testimonials,
    // The testimonial form's guard: one token per filled-in form, and when it was shown.
    testimonialForm: { token: crypto.randomUUID(), startedAt: Date.now() },
    testimonialOutcome,
  };
}

export const meta: Route.MetaFunction = pageMeta((_root, { loaderData }) => {
  if (!loaderData) return undefined;
  // The first slide's picture is the page's LCP element: fetch it before the stylesheet is parsed.
  const lcp = loaderData.content.hero.slides[0]?.image;
  if (!lcp) return loaderData.content.meta;
  const preload = lcp.media
    ? {
        rel: "preload",
        as: "image",
        type: lcp.media.avif ? "image/avif" : "image/webp",
        imageSrcSet: lcp.media.avif || lcp.media.webp,
        imageSizes: HERO_PICTURE_SIZES,
        fetchPriority: "high",
      }
    : preloadLinks(lcp.name, HERO_PICTURE_SIZES);
  return { ...loaderData.content.meta, extra: [{ tagName: "link", ...preload }] };
});

/** The home page: the nine sections of docs/product/screens.md#home, in order. */
/** A document with islands (decision 037): the browser gets React and the interactive parts. */
export const handle = { islands: true } satisfies IslandsHandle;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { content, clients, partners, testimonials, testimonialForm, testimonialOutcome } =
    loaderData;
  const locale = useLocale();
  return (
    <>
      {/* A heading that stays put: the slides' titles come and go (and hide from assistive technology). */}
      <h1 className="sr-only">{content.meta.title}</h1>
      <HeroCarousel hero={content.hero} />
      {/* Below the hero, each part is laid out only as it nears the screen. */}
      <div className="render-near-screen">
        <ProductsAndServicesIntro intro={content.intro} />
      </div>
      <div className="render-near-screen">
        <ConceptCircles concepts={content.concepts} />
      </div>
      <div className="render-near-screen">
        <InterventionModes modes={content.interventionModes} />
      </div>
      <div className="render-near-screen">
        <TrustSection trust={content.trust} clients={clients} partners={partners} />
      </div>
      <div className="render-near-screen">
        <TestimonialsSection
          content={content.testimonials}
          testimonials={testimonials}
          locale={locale}
          guard={testimonialForm}
          outcome={testimonialOutcome}
        />
      </div>
      <div className="render-near-screen">
        <WhyChooseUs why={content.whyChooseUs} />
      </div>
      <div className="render-near-screen">
        <ContactCallToAction cta={content.contactCta} />
      </div>
      <div className="render-near-screen">
        <CtaBand cta={content.final} />
      </div>
    </>
  );
}
