// The Quote page's tabs, estimator, price tables and form.
// The entry the rest of the app imports.
export { QuoteTabs } from "./quote-tabs";
