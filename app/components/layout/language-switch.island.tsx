import { hasTypedText, island, keepPlace } from "~/islands";
import { localizePath, type Locale } from "~/i18n/locale";
import { withoutTrackingParams } from "~/lib/tracking-params";
import { useRootData } from "~/lib/root-data";
import { rememberLocale } from "./remember-locale";

/**
 * The FR/EN switch of a document with islands: a plain link to the same page in the other
 * language. The island remembers the choice, keeps the reader's place, and asks first when the
 * page holds typed text that the switch would lose.
 */
function LanguageSwitch({ href, target }: { href: string; target: Locale }) {
  const { ui } = useRootData();
  return (
    <a
      href={href}
      hrefLang={target}
      lang={target}
      // The visible text ("EN") starts the accessible name, as WCAG 2.5.3 asks.
      aria-label={`${ui.nav.languageShort} – ${ui.nav.switchLanguage}`}
      title={ui.nav.switchLanguage}
      className="inline-flex h-11 min-w-11 items-center justify-center rounded-full border border-green-800 px-3 text-sm font-bold text-green-900 hover:bg-green-50"
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        if (hasTypedText() && !window.confirm(ui.nav.typedWillBeLost)) {
          event.preventDefault();
          return;
        }
        rememberLocale(target);
        // Both languages of a page share its path (English adds `?lng=en`).
        keepPlace();
        // The choice is in the cookie now: the clean address of the other language will do
        // (without JavaScript, the link's `?lng=fr` tells the server instead).
        event.preventDefault();
        const current = location.pathname + withoutTrackingParams(location.search) + location.hash;
        location.assign(localizePath(current, target));
      }}
    >
      {ui.nav.languageShort}
    </a>
  );
}

export default island("components/layout/language-switch", LanguageSwitch, "interaction");
