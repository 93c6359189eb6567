import { Outlet } from "react-router";
import { ChatLink } from "~/components/layout/chat-link";
import { ScrollToTop } from "~/components/layout/scroll-to-top";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { Toaster } from "~/components/toast/toaster";
import { useOfflineSupport } from "~/features/offline/use-offline-support";
import { useLocaleSync } from "~/i18n/use-locale-sync";
import { useRootData } from "~/lib/root-data";

/**
 * Public pages' frame (docs/product/screens.md#shared-frame): header, footer, chat, toasts, and
 * the offline support (service worker, forms kept on the device: features/offline).
 */
export default function PublicLayout() {
  const { ui, locale } = useRootData();
  useLocaleSync();
  useOfflineSupport(locale);
  return (
    <>
      <SiteHeader />
      <ScrollToTop />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ChatLink />
      <Toaster regionLabel={ui.toast.region} closeLabel={ui.toast.close} />
    </>
  );
}
