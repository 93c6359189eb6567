import { LoaderCircle, SearchX } from "~/components/icons";
import { useRootData } from "~/lib/root-data";
import { ListLink } from "./list-link";

/**
 * While the list updates, a small notice says so; its region exists from the start so screen
 * readers announce the change (docs/product/screens.md#blog-loading-and-errors).
 */
export function BlogLoadingNotice({ active }: { active: boolean }) {
  const { ui } = useRootData();
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-6 z-30 flex justify-center px-4"
    >
      {active && (
        <p
          className="inline-flex items-center gap-2 rounded-full bg-green-900 px-5 py-3 font-semibold text-white shadow-lg"
          data-testid="blog-loading"
        >
          <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" />
          {ui.pages.blog.loading}
        </p>
      )}
    </div>
  );
}

/** No post to show: either nothing matches the filters, or nothing is published yet. */
export function BlogEmptyState({ filtered }: { filtered: boolean }) {
  const t = useRootData().ui.pages.blog;
  return (
    <div
      className="mx-auto max-w-xl rounded-2xl border-2 border-dashed border-slate-300 px-6 py-12 text-center"
      data-testid="blog-empty"
    >
      <SearchX aria-hidden="true" className="mx-auto h-10 w-10 text-green-700" />
      <h2 className="mt-4 text-xl font-bold text-slate-900">
        {filtered ? t.emptyFilteredTitle : t.emptyNoneTitle}
      </h2>
      <p className="mt-2 text-slate-700">{filtered ? t.emptyFilteredText : t.emptyNoneText}</p>
      {filtered && (
        <ListLink className="mt-6 inline-flex min-h-11 items-center rounded-full bg-green-800 px-6 font-semibold text-white hover:bg-green-900">
          {t.seeAll}
        </ListLink>
      )}
    </div>
  );
}

/**
 * The error screen of a blog page (docs/product/screens.md#blog-loading-and-errors): what failed,
 * and a retry that loads `href` again (by default the page's own address). A plain link, so it
 * works even if the page's scripts did not load. Under the list's heading, it is a section (h2).
 */
export function BlogErrorScreen({
  title,
  text,
  retry,
  href,
  level = 1,
}: {
  title: string;
  text: string;
  retry: string;
  href?: string;
  level?: 1 | 2;
}) {
  const { pathname, search } = useRootData();
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center" data-testid="blog-error">
      <Heading className="text-3xl font-bold text-slate-900">{title}</Heading>
      <p className="mt-4 text-lg text-slate-700">{text}</p>
      <a
        href={href ?? pathname + search}
        className="mt-8 inline-flex min-h-11 items-center rounded-full bg-green-800 px-6 font-semibold text-white hover:bg-green-900"
      >
        {retry}
      </a>
    </section>
  );
}
