import { island } from "~/islands";
import { QuoteTabs } from "./quote-tabs";

// The estimator and the form are what the page is for: awake at once.
export default island("sections/quote/quote-tabs", QuoteTabs, "load");
