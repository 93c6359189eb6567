import { pageScript } from "~/islands";
import glideToAnchors from "./smooth-scroll.script";

/** Put on a page whose in-page links should glide (see glideToAnchors). */
export const SmoothScroll = pageScript("components/smooth-scroll", glideToAnchors, "idle");
