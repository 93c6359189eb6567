import { ArrowRight, MessageCircle, PhoneCall } from "~/components/icons";
import { Link } from "react-router";
import { SocialIcon } from "~/components/layout/social-icon";
import { Icon } from "~/components/icon";
import type { ContactContent } from "~/content/types";
import { useLocalizedPath } from "~/lib/root-data";

const focus =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800";

/** Social networks and the two shortcuts (quote, services). */
export function SocialAndShortcuts({
  social,
  quickActions,
}: Pick<ContactContent, "social" | "quickActions">) {
  const to = useLocalizedPath();
  return (
    <div className="grid gap-4">
      <section
        aria-labelledby="social-title"
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="social-title" className="text-lg font-bold text-slate-900">
          {social.title}
        </h2>
        <p className="mt-1 text-slate-700">{social.text}</p>
        <ul className="mt-3 flex flex-wrap gap-2">
          {social.links.map((item) => (
            <li key={item.network}>
              <a
                href={item.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={item.label}
                title={item.label}
                className={`flex h-11 w-11 items-center justify-center rounded-full bg-green-800 text-white hover:bg-green-900 ${focus}`}
              >
                <SocialIcon network={item.network} />
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section
        aria-labelledby="shortcuts-title"
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="shortcuts-title" className="text-lg font-bold text-slate-900">
          {quickActions.title}
        </h2>
        <ul className="mt-3 space-y-2">
          {quickActions.items.map((item) => (
            <li key={item.href}>
              <Link
                to={to(item.href)}
                className={`group flex items-center gap-3 rounded-xl p-3 ring-1 ring-slate-200 hover:bg-green-50 hover:ring-green-300 ${focus}`}
              >
                <span
                  aria-hidden="true"
                  className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-green-100 text-green-800"
                >
                  <Icon name={item.icon} className="h-5 w-5" />
                </span>
                <span className="flex-1">
                  <span className="block font-semibold text-green-900">{item.label}</span>
                  <span className="block text-sm text-slate-700">{item.description}</span>
                </span>
                <ArrowRight
                  aria-hidden="true"
                  className="h-5 w-5 text-green-800 transition-transform group-hover:translate-x-1"
                />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** Practical information: access, visit, payment, area served. */
export function PracticalInfo({ practical }: Pick<ContactContent, "practical">) {
  return (
    <section
      aria-labelledby="practical-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="practical-title" className="text-2xl font-bold text-slate-900">
        {practical.title}
      </h2>
      <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-1">
        {practical.items.map((item) => (
          <li key={item.title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-green-100 text-green-800"
            >
              <Icon name={item.icon} className="h-5 w-5" />
            </span>
            <div>
              <h3 className="font-bold text-slate-900">{item.title}</h3>
              <p className="text-slate-700">{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The emergency line (tel:) and the WhatsApp chat, side by side. */
export function EmergencyAndChat({ emergency, chat }: Pick<ContactContent, "emergency" | "chat">) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section
        aria-labelledby="emergency-title"
        className="flex flex-col rounded-2xl bg-red-800 p-5 text-white sm:p-6"
      >
        <h2 id="emergency-title" className="flex items-center gap-2 text-2xl font-bold">
          <PhoneCall aria-hidden="true" className="h-6 w-6" />
          {emergency.title}
        </h2>
        <p className="mt-2 flex-1 text-red-50">{emergency.text}</p>
        <a
          href={emergency.call.href}
          data-testid="emergency-call"
          className="mt-4 inline-flex min-h-12 items-center justify-center gap-2 self-start rounded-full bg-white px-5 py-3 font-bold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <PhoneCall aria-hidden="true" className="h-5 w-5" />
          {emergency.call.label}
        </a>
      </section>
      <section
        aria-labelledby="chat-title"
        className="flex flex-col rounded-2xl bg-green-900 p-5 text-white sm:p-6"
      >
        <h2 id="chat-title" className="flex items-center gap-2 text-2xl font-bold">
          <MessageCircle aria-hidden="true" className="h-6 w-6" />
          {chat.title}
        </h2>
        <p className="mt-2 flex-1 text-green-50">{chat.text}</p>
        <a
          href={chat.button.href}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="whatsapp-chat"
          className="mt-4 inline-flex min-h-12 items-center justify-center gap-2 self-start rounded-full bg-white px-5 py-3 font-bold text-green-900 hover:bg-green-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <MessageCircle aria-hidden="true" className="h-5 w-5" />
          {chat.button.label}
        </a>
      </section>
    </div>
  );
}
