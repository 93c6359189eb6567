import { Outlet } from "react-router";
import { ChatLink } from "~/components/layout/chat-link";
import { ScrollToTop } from "~/components/layout/scroll-to-top";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { Toaster } from "~/components/toast/toaster";
import { useLocaleSync } from "~/i18n/use-locale-sync";
import { useRootData } from "~/lib/root-data";

/** Public pages' frame (docs/product/screens.md#shared-frame): header, footer, chat, toasts. */
export default function PublicLayout() {
  const { ui } = useRootData();
  useLocaleSync();
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
