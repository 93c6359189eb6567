import { href, Outlet, useMatches } from "react-router";
import { ChatLink } from "~/components/layout/chat-link";
import { ScrollToTop } from "~/components/layout/scroll-to-top";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import Toaster from "~/components/toast/toaster.island";
import { OfflineSupport } from "~/features/offline";
import { useContext } from "react";
import { IslandDocumentContext } from "~/islands";
import { LanguageMemory } from "~/components/layout/language-memory";
import { useLocaleSync } from "~/components/layout/use-locale-sync";
import { useRootData } from "~/lib/root-data";
import { localizePath } from "~/i18n/locale";
import { previewDrafts } from "~/features/page-editor/index.server";
import type { Route } from "./+types/_public";

/**
 * Public pages' frame (docs/product/screens.md#shared-frame): header, footer, chat, toasts, and
 * the offline support (service worker, forms kept on the device: features/offline).
 */
/** Staff who ask for the drafts (`?apercu=brouillon`) see them on every public page. */
export const middleware: Route.MiddlewareFunction[] = [previewDrafts];

export default function PublicLayout() {
  const { ui, locale } = useRootData();
  // A signed-in staff member looking at a page's draft (`?apercu=brouillon`) is told so.
  const preview = useMatches().find(
    (m) => (m.loaderData as { preview?: boolean } | undefined)?.preview,
  );
  // A document with islands has no router in the browser: islands of their own do the same.
  const islands = useContext(IslandDocumentContext);
  useLocaleSync();
  return (
    <>
      {preview && (
        <p
          role="status"
          className="bg-amber-100 px-4 py-2 text-center font-semibold text-amber-950"
          data-draft-preview=""
        >
          {ui.draftPreview.text}{" "}
          <a
            href={localizePath(
              href("/admin/pages/:page", { page: preview.id.replace("routes/", "") }),
              locale,
            )}
            className="underline"
          >
            {ui.draftPreview.edit}
          </a>
        </p>
      )}
      <SiteHeader />
      <ScrollToTop />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ChatLink />
      <Toaster regionLabel={ui.toast.region} closeLabel={ui.toast.close} />
      {islands && <LanguageMemory locale={locale} />}
      <OfflineSupport locale={locale} />
    </>
  );
}
