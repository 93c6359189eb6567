import { useLocation, useNavigate } from "react-router";
import { localizePath, otherLocale, type Locale } from "~/i18n/locale";
import { rememberLocale } from "./remember-locale";
import { useRootData } from "~/lib/root-data";
import { withoutTrackingParams } from "~/lib/tracking-params";

/**
 * FR/EN switch of pages the router renders (the blog's list, the admin). A plain link (`?lng=`)
 * without JavaScript; with it, the choice is remembered in the cookie and local storage first,
 * then the page is swapped in place. Documents with islands use language-switch.island.tsx.
 */
export function LanguageToggle({ className = "" }: { className?: string }) {
  const { ui } = useRootData();
  const navigate = useNavigate();
  const { target, href, current } = useLanguageLink();

  return (
    <a
      href={href}
      hrefLang={target}
      lang={target}
      // The visible text ("EN") starts the accessible name, as WCAG 2.5.3 asks.
      aria-label={`${ui.nav.languageShort} – ${ui.nav.switchLanguage}`}
      title={ui.nav.switchLanguage}
      className={`inline-flex h-11 min-w-11 items-center justify-center rounded-full border border-green-800 px-3 text-sm font-bold text-green-900 hover:bg-green-50 ${className}`}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        rememberLocale(target);
        navigate(localizePath(current, target), { preventScrollReset: true });
      }}
    >
      {ui.nav.languageShort}
    </a>
  );
}

/** Where the switch leads: the same page in the other language (the URL without JavaScript). */
export function useLanguageLink(): { target: Locale; href: string; current: string } {
  const { locale } = useRootData();
  const location = useLocation();
  const target = otherLocale(locale);
  // Campaign tags were recorded on arrival; the page cache's one copy of a page never repeats them.
  const current = location.pathname + withoutTrackingParams(location.search) + location.hash;
  // Without JavaScript the server needs the explicit `?lng=fr` to switch back to French.
  const href =
    target === "fr" ? withFrenchParam(localizePath(current, "fr")) : localizePath(current, target);
  return { target, href, current };
}

function withFrenchParam(path: string): string {
  const url = new URL(path, "http://x");
  url.searchParams.set("lng", "fr");
  return url.pathname + url.search + url.hash;
}
