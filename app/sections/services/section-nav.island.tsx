import { island } from "~/islands";
import { SectionNav } from "./section-nav";

// It follows the reader's scrolling from the start: awake once the page has settled.
export default island("sections/services/section-nav", SectionNav, "idle");
