import { Outlet } from "react-router";
import { ChatLink } from "~/components/layout/chat-link";
import { ScrollToTop } from "~/components/layout/scroll-to-top";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { Toaster } from "~/components/toast/toaster";
import { useLocaleSync } from "~/i18n/use-locale-sync";
import { useRootData } from "~/lib/root-data";

/** The shared frame of every public page (spec §2): header, footer, chat link, toasts. */
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
