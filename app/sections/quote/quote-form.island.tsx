import { island } from "~/islands";
import { QuoteForm } from "./quote-form";

// The form works as plain HTML; React wakes on the reader's first touch or focus in it, and
// adopts what was typed. The service worker keeps its code (the offline queue's included), so it
// wakes even after the connection has dropped.
export default island("sections/quote/quote-form", QuoteForm, "interaction");
