import { data } from "react-router";
import { HistoryBack } from "~/components/history-back";
import type { IslandsHandle } from "~/islands";
import type { Route } from "./+types/not-found";
import { useLocalizedPath, useRootData } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";

/** Any unknown path: the spec's 404 screen, with a real 404 status. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = pageMeta((root) => ({
  title: root.ui.notFound.metaTitle,
  description: root.ui.notFound.metaDescription,
  noindex: true,
}));

const QUICK_LINKS = [
  ["/", "home"],
  ["/services", "services"],
  ["/produits", "products"],
  ["/quote", "quote"],
  ["/contact", "contact"],
] as const;

/** A document with islands (decision 037): its one script is the "previous page" button's. */
export const handle = { islands: true } satisfies IslandsHandle;

export default function NotFound() {
  const { ui } = useRootData();
  const to = useLocalizedPath();
  const t = ui.notFound;
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <p
        aria-hidden="true"
        className="animate-bounce-slow text-8xl font-extrabold text-green-700 sm:text-9xl"
      >
        404
      </p>
      <h1 className="mt-6 text-3xl font-bold text-slate-900">{t.heading}</h1>
      <p className="mt-4 text-lg text-slate-600">{t.message}</p>
      <h2 className="mt-10 font-semibold text-slate-800">{t.quickLinksTitle}</h2>
      <ul className="mt-4 flex flex-wrap justify-center gap-2">
        {QUICK_LINKS.map(([path, key]) => (
          <li key={path}>
            <a
              href={to(path)}
              className="inline-block rounded-full border border-green-700 px-4 py-2 text-green-800 hover:bg-green-50"
            >
              {t.quickLinks[key]}
            </a>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <a
          href={to("/")}
          className="rounded-full bg-green-800 px-6 py-3 font-semibold text-white hover:bg-green-900"
        >
          {t.home}
        </a>
        <button
          type="button"
          data-history-back=""
          className="rounded-full border border-slate-300 px-6 py-3 font-semibold text-slate-800 hover:bg-slate-50"
        >
          {t.back}
        </button>
      </div>
      <HistoryBack />
    </section>
  );
}
