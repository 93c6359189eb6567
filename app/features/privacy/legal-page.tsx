import { Link } from "react-router";
import type { LegalPageContent, LegalSection } from "~/content/types";
import { useLocalizedPath } from "~/lib/root-data";

/**
 * The legal notice and the privacy page: a title, a short list of the sections (long pages are
 * read on phones), then plain sections. Links inside stay in the page's language.
 */
export function LegalPage({ content }: { content: LegalPageContent }) {
  const to = useLocalizedPath();
  return (
    <article className="bg-gradient-to-b from-green-50 to-white px-4 py-14 sm:py-20">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-4xl font-extrabold tracking-tight text-balance text-green-950 sm:text-5xl">
          {content.title}
        </h1>
        <p className="mt-4 text-lg text-slate-700">{content.intro}</p>
        <nav
          aria-labelledby="legal-contents"
          className="mt-8 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
        >
          <h2
            id="legal-contents"
            className="text-sm font-bold tracking-wider text-green-900 uppercase"
          >
            {content.contentsLabel}
          </h2>
          <ul className="mt-2 grid gap-x-6 sm:grid-cols-2">
            {content.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="inline-block py-1.5 text-green-900 underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {content.sections.map((section) => (
          <Section key={section.id} section={section} />
        ))}
        <p className="mt-12 border-t border-slate-200 pt-6">
          <Link to={to(content.seeAlso.href)} className="font-semibold text-green-900 underline">
            {content.seeAlso.label}
          </Link>
        </p>
      </div>
    </article>
  );
}

function Section({ section }: { section: LegalSection }) {
  const to = useLocalizedPath();
  const { link } = section;
  return (
    <section aria-labelledby={section.id} className="mt-10">
      <h2 id={section.id} className="scroll-mt-24 text-2xl font-bold text-slate-900">
        {section.heading}
      </h2>
      {section.paragraphs.map((text) => (
        <p key={text} className="mt-3 leading-relaxed text-slate-800">
          {text}
        </p>
      ))}
      {section.items && (
        <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-slate-800">
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {link && (
        <p className="mt-3">
          {link.href.startsWith("/") ? (
            <Link to={to(link.href)} className="font-semibold text-green-900 underline">
              {link.label}
            </Link>
          ) : (
            <a href={link.href} className="font-semibold text-green-900 underline">
              {link.label}
            </a>
          )}
        </p>
      )}
    </section>
  );
}
