/**
 * The server bundle's entry (vite.config.ts): what scripts/serve.js, admin.js and state.js load
 * from build/server/index.js. React Router's prerendering also imports it as the server build.
 */
export * from "virtual:react-router/server-build";
export { startServer } from "./start";
export { runAdminCommand } from "~/features/auth/index.server";
export { runStateCommand } from "~/features/state/index.server";
export { stopRuntime } from "~/runtime/runtime.server";
// For `npm run bench` (bench/devis-pdf.js): the devis PDF, drawn as the running site draws it.
export { renderDevisPdf } from "~/features/devis/index.server";
export { sampleDevisPdfInput } from "~/features/devis";
// And the invoice PDF, the same way.
export { renderInvoicePdf } from "~/features/invoices/index.server";
export { sampleInvoicePdfInput } from "~/features/invoices";
