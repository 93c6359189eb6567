import { Clock, Mail, MapPin, Phone } from "~/components/icons";
import type { ReactNode } from "react";
import type { ContactContent } from "~/content/types";

type Cards = ContactContent["cards"];
const link = "font-semibold text-green-800 underline-offset-4 hover:text-green-900 hover:underline";

/** Address, phones, e-mail and hours (docs/product/screens.md#contact), tappable where possible. */
export function ContactCards({ cards, address }: { cards: Cards; address: string[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
      <Card icon={<MapPin className="h-5 w-5" />} title={cards.address.title}>
        <address className="not-italic">
          {address.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
        <a
          href={cards.address.directions.href}
          target="_blank"
          rel="noopener noreferrer"
          className={`mt-1 inline-flex min-h-11 items-center ${link}`}
        >
          {cards.address.directions.label}
        </a>
      </Card>
      <Card icon={<Phone className="h-5 w-5" />} title={cards.phones.title}>
        <ul>
          {cards.phones.numbers.map((phone) => (
            <li key={phone.href}>
              <a
                href={phone.href}
                className={`inline-flex min-h-11 items-center text-lg whitespace-nowrap ${link}`}
              >
                {phone.label}
              </a>
            </li>
          ))}
        </ul>
        <p className="text-sm text-slate-700">{cards.phones.note}</p>
      </Card>
      <Card icon={<Mail className="h-5 w-5" />} title={cards.email.title}>
        <a
          href={cards.email.address.href}
          className={`inline-flex min-h-11 items-center break-words xl:text-sm ${link}`}
        >
          {cards.email.address.label}
        </a>
        <p className="text-sm text-slate-700">{cards.email.note}</p>
      </Card>
      <Card icon={<Clock className="h-5 w-5" />} title={cards.hours.title}>
        <dl className="space-y-1">
          {cards.hours.lines.map((line) => (
            <div key={line.days} className="flex flex-wrap justify-between gap-x-3">
              <dt className="text-slate-700">{line.days}</dt>
              <dd className="font-semibold text-slate-900">{line.hours}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </ul>
  );
}

function Card({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-green-100 text-green-800"
        >
          {icon}
        </span>
        <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      </div>
      <div className="mt-3 text-slate-800">{children}</div>
    </li>
  );
}
