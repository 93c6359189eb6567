import { createContext } from "react";
import { createContext as createRouterContext } from "react-router";

/** The per-request CSP nonce, set by the Hono server; absent under `react-router dev`. */
export const cspNonceContext = createRouterContext<string | undefined>(undefined);

/** The same nonce for components (<Scripts>, JSON-LD); empty in the browser, which hides it. */
export const NonceContext = createContext<string | undefined>(undefined);

/** The visitor's IP as the server saw it (after TRUST_PROXY), for rate limits and hashing. */
export const clientIpContext = createRouterContext<string>("unknown");

/**
 * The site's stylesheet, inlined in the first HTML response by the production server (one round
 * trip less before the first paint on slow networks). Undefined under the dev server.
 */
export const inlineCssContext = createRouterContext<string | undefined>(undefined);
export const InlineCssContext = createContext<string | undefined>(undefined);

/** In the browser: whether the server inlined the stylesheet into this document. */
export const documentHasInlineCss =
  typeof document !== "undefined" && document.querySelector("style[data-inline-css]") !== null;

/**
 * Set by the root middleware when the request is a form submission (not GET/HEAD). React Router
 * runs the page's loaders after the action with a GET request, so this is how the root loader
 * knows it is rendering a form's answer, which must not be redirected to another language.
 */
export const formSubmissionContext = createRouterContext<boolean>(false);
