// The Quote page's tabs, estimator, price tables and form.
// The entry the rest of the app imports.
export { default as QuoteTabs } from "./quote-tabs.island";
