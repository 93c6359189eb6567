import { useActionData } from "react-router";
import type { Route } from "./+types/contact";
import { PageHero } from "~/components/blocks";
import {
  ContactCards,
  EmergencyAndChat,
  PracticalInfo,
  SocialAndShortcuts,
  ContactForm,
  MapEmbed,
} from "~/sections/contact";
import { currentSiteData } from "~/features/company/index.server";
import { addressLines } from "~/features/company";
import { pageContent } from "~/features/pages/index.server";
import { getLocale } from "~/lib/locale.server";
import { pageMeta } from "~/lib/seo";
import type { IslandsHandle } from "~/islands";

/** The form's submission: stored, then notified (see features/leads and decision 004). */
export { contactAction as action, leadHeaders as headers } from "~/features/leads/index.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = await currentSiteData();
  const locale = getLocale(request);
  const { content, preview } = await pageContent(context, "contact", locale, site);
  // Decided here, not while rendering, so the browser hydrates the very same form.
  return {
    meta: content.meta,
    preview,
    content,
    address: addressLines(site.company.address),
    locale,
    formToken: crypto.randomUUID(),
    startedAt: Date.now(),
  };
}

export const meta: Route.MetaFunction = pageMeta((_root, { loaderData }) => loaderData?.meta);

/** A document with islands (decision 037): the browser gets React and the form, no router. */
export const handle = { islands: true } satisfies IslandsHandle;

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { content, locale } = loaderData;
  // The answer to a form posted without JavaScript, which the server renders.
  const answer = useActionData();
  return (
    <>
      <PageHero title={content.hero.title} lead={content.hero.subtitle} />

      <div className="bg-slate-50 px-4 py-12 sm:py-16">
        <div className="mx-auto grid max-w-7xl gap-8 lg:grid-cols-12">
          <section
            aria-labelledby="contact-form-title"
            className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:col-span-7"
          >
            <h2 id="contact-form-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
              {content.form.title}
            </h2>
            <p className="mt-2 mb-6 text-slate-700">{content.form.subtitle}</p>
            <ContactForm
              form={content.form}
              locale={locale}
              token={loaderData.formToken}
              startedAt={loaderData.startedAt}
              answer={answer}
            />
          </section>
          <div className="render-near-screen grid content-start gap-4 lg:col-span-5">
            <ContactCards cards={content.cards} address={loaderData.address} />
            <SocialAndShortcuts social={content.social} quickActions={content.quickActions} />
          </div>
        </div>
      </div>

      <div className="render-near-screen px-4 py-12 sm:py-16">
        <div className="mx-auto grid max-w-7xl gap-8 lg:grid-cols-12">
          <div className="lg:col-span-7">
            <MapEmbed map={content.map} />
          </div>
          <div className="lg:col-span-5">
            <PracticalInfo practical={content.practical} />
          </div>
          <div className="lg:col-span-12">
            <EmergencyAndChat emergency={content.emergency} chat={content.chat} />
          </div>
        </div>
      </div>
    </>
  );
}
