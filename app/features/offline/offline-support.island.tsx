import { island } from "~/islands";
import type { Locale } from "~/i18n/locale";
import { useOfflineSupport } from "./use-offline-support";

/** A document's offline support (see useOfflineSupport): it renders nothing. */
function OfflineSupport({ locale }: { locale: Locale }) {
  useOfflineSupport(locale);
  return null;
}

export default island("features/offline/offline-support", OfflineSupport, "idle");
