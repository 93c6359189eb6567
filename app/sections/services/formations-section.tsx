import { Mail, Phone } from "~/components/icons";
import { SectionHeading } from "~/components/blocks";
import { Icon } from "~/components/icon";
import type { ServicesContent } from "~/content/types";

/** The three trainings, each with its duration; how to enrol (docs/product/screens.md#services). */
export function FormationsSection({ formations }: { formations: ServicesContent["formations"] }) {
  return (
    <section
      id={formations.id}
      aria-labelledby="formations-title"
      tabIndex={-1}
      className="scroll-mt-4 bg-green-50 px-4 py-16 focus:outline-none sm:py-20"
    >
      <div className="mx-auto max-w-7xl">
        <SectionHeading
          id="formations-title"
          title={formations.title}
          subtitle={formations.subtitle}
        />
        <ul className="grid gap-6 md:grid-cols-3">
          {formations.items.map((training) => (
            <li
              key={training.id}
              data-training={training.id}
              className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-green-100"
            >
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-green-100 text-green-800">
                <Icon name={training.icon} />
              </span>
              <h3 className="mt-4 text-xl font-bold text-slate-900">{training.title}</h3>
              <p className="mt-2 flex-1 text-slate-700">{training.description}</p>
              <p className="mt-4 inline-flex items-center gap-1.5 self-start rounded-full bg-green-800 px-3 py-1 text-sm font-semibold text-white">
                <Icon name="Clock" className="h-4 w-4" />
                <span className="sr-only">{formations.durationLabel} </span>
                {training.duration}
              </p>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col items-center gap-4 rounded-2xl bg-white px-4 py-6 text-center shadow-sm ring-1 ring-green-100 sm:p-8">
          <p className="text-lg font-semibold text-slate-900">{formations.contactText}</p>
          <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
            <a
              href={formations.phone.href}
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-green-800 px-4 py-3 font-semibold sm:px-6 text-white hover:bg-green-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800"
            >
              <Phone aria-hidden="true" className="h-5 w-5" />
              {formations.phone.label}
            </a>
            <a
              href={formations.email.href}
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full border-2 border-green-800 px-4 py-3 font-semibold break-words text-green-900 sm:px-6 hover:bg-green-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800"
            >
              <Mail aria-hidden="true" className="h-5 w-5 shrink-0" />
              {formations.email.label}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
