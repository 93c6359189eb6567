import { island } from "~/islands";
import { QuoteForm } from "./quote-form";

// Hidden in its tab on a plain visit: it wakes when shown (at once when the address opens the
// form tab). The tab bar fetches its code beforehand, for a connection that drops meanwhile; what
// is typed before it wakes is kept (uncontrolled fields).
export default island("sections/quote/quote-form", QuoteForm, "visible");
