import { pageScript } from "~/islands";
import goBackOnClick from "./history-back.script";

/** Put on a page with a "previous page" button (`data-history-back`): see goBackOnClick. */
export const HistoryBack = pageScript("components/history-back", goBackOnClick, "load");
