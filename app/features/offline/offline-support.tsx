import { pageScript } from "~/islands";
import startOfflineSupport from "./offline-support.script";

/** Every public page's offline support (see startOfflineSupport); it renders nothing. */
export const OfflineSupport = pageScript(
  "features/offline/offline-support",
  startOfflineSupport,
  "idle",
);
