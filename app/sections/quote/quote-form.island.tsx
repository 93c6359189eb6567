import { island } from "~/islands";
import { QuoteForm } from "./quote-form";

// Awake once the page has settled even while its tab is hidden: the offline queue it warms must
// be at hand before the connection drops, and what is typed before then is kept (uncontrolled).
// When the page opens on the form's tab, the page wakes it at once (`hydrate="load"`).
export default island("sections/quote/quote-form", QuoteForm, "idle");
