import { Check, MessageCircle, Phone } from "~/components/icons";
import { IconCard, LinkButton, Section } from "~/components/blocks";
import { Icon } from "~/components/icon";
import type { HomeContent } from "~/content/types";

/** Section 2: what the company does, in one paragraph. */
export function ProductsAndServicesIntro({ intro }: { intro: HomeContent["intro"] }) {
  return (
    <section aria-labelledby="intro-title" className="px-4 pt-16 sm:px-6 sm:pt-24">
      <div className="mx-auto grid max-w-6xl gap-6 lg:grid-cols-[1fr_1.3fr] lg:gap-16">
        <div>
          <p className="mb-3 text-sm font-bold tracking-wider text-green-700 uppercase">
            {intro.eyebrow}
          </p>
          <h2
            id="intro-title"
            className="text-3xl leading-tight font-bold text-balance text-slate-900 sm:text-4xl"
          >
            {intro.title}
          </h2>
        </div>
        <div className="relative lg:pt-9">
          <span
            aria-hidden="true"
            className="absolute top-0 -left-3 hidden h-full w-1 rounded-full bg-gradient-to-b from-green-600 to-amber-400 lg:block"
          />
          <p className="text-lg leading-relaxed text-slate-700 lg:pl-6">{intro.text}</p>
        </div>
      </div>
    </section>
  );
}

/** Section 4: one-time jobs and regular contracts, side by side. */
export function InterventionModes({ modes }: { modes: HomeContent["interventionModes"] }) {
  return (
    <Section
      headingId="modes-title"
      title={modes.title}
      subtitle={modes.subtitle}
      className="px-4 py-16 sm:px-6 sm:py-24"
    >
      <div className="grid gap-6 md:grid-cols-2 lg:gap-8">
        {modes.modes.map((mode, i) => (
          <article
            key={mode.id}
            data-mode={mode.id}
            className={`flex flex-col rounded-3xl p-7 shadow-sm ring-1 sm:p-9 ${i === 0 ? "bg-white ring-slate-200" : "bg-green-900 text-white ring-green-900"}`}
          >
            <span
              aria-hidden="true"
              className={`inline-flex h-14 w-14 items-center justify-center rounded-2xl ${i === 0 ? "bg-green-100 text-green-800" : "bg-white/10 text-amber-300"}`}
            >
              <Icon name={mode.icon} className="h-7 w-7" />
            </span>
            <h3 className="mt-5 text-2xl font-bold">{mode.title}</h3>
            <p className={`mt-2 text-lg ${i === 0 ? "text-slate-600" : "text-green-50/90"}`}>
              {mode.description}
            </p>
            <ul className="mt-6 flex-1 space-y-3">
              {mode.points.map((point) => (
                <li key={point} className="flex gap-3">
                  <Check
                    aria-hidden="true"
                    className={`mt-0.5 h-5 w-5 shrink-0 ${i === 0 ? "text-green-700" : "text-amber-300"}`}
                    strokeWidth={2.5}
                  />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
            <LinkButton
              link={mode.cta}
              variant={i === 0 ? "primary" : "light"}
              className="mt-8 self-start"
            />
          </article>
        ))}
      </div>
    </Section>
  );
}

/** Section 7: four advantages with their icons. */
export function WhyChooseUs({ why }: { why: HomeContent["whyChooseUs"] }) {
  return (
    <Section
      headingId="why-title"
      title={why.title}
      subtitle={why.subtitle}
      wide
      className="bg-stone-50 px-4 py-16 sm:px-6 sm:py-24"
    >
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
        {why.items.map((item) => (
          <IconCard
            key={item.title}
            icon={item.icon}
            title={item.title}
            text={item.description}
            className="rounded-3xl bg-white p-7 shadow-sm ring-1 ring-stone-200 transition-transform duration-300 hover:-translate-y-1 motion-reduce:transition-none"
          />
        ))}
      </ul>
    </Section>
  );
}

/** Section 8: call, WhatsApp, the contact page or a quote. */
export function ContactCallToAction({ cta }: { cta: HomeContent["contactCta"] }) {
  const channel =
    "flex min-h-14 items-center gap-3 rounded-2xl bg-white px-5 py-3 font-semibold text-slate-900 shadow-sm ring-1 ring-slate-200 transition-colors hover:bg-green-50";
  return (
    <section aria-labelledby="contact-cta-title" className="px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto grid max-w-6xl items-center gap-10 rounded-[2rem] bg-gradient-to-br from-amber-50 via-white to-green-50 p-7 ring-1 ring-amber-100 sm:p-12 lg:grid-cols-2">
        <div>
          <h2
            id="contact-cta-title"
            className="text-3xl font-bold text-balance text-slate-900 sm:text-4xl"
          >
            {cta.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">{cta.text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <LinkButton link={cta.primary} />
            <LinkButton link={cta.secondary} variant="secondary" />
          </div>
        </div>
        <ul className="grid gap-4">
          <li>
            <a href={cta.phone.href} className={channel} data-contact="phone">
              <span
                aria-hidden="true"
                className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-green-800 text-white"
              >
                <Phone className="h-5 w-5" />
              </span>
              <span className="text-lg tabular-nums">{cta.phone.label}</span>
            </a>
          </li>
          <li>
            <a
              href={cta.whatsapp.href}
              target="_blank"
              rel="noopener noreferrer"
              className={channel}
              data-contact="whatsapp"
            >
              <span
                aria-hidden="true"
                className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-[#1a7f4b] text-white"
              >
                <MessageCircle className="h-5 w-5" />
              </span>
              <span className="text-lg">{cta.whatsapp.label}</span>
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}
