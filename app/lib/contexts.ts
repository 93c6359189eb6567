import { createContext } from "react";
import { createContext as createRouterContext } from "react-router";

/** The per-request CSP nonce, set by the Hono server; absent under `react-router dev`. */
export const cspNonceContext = createRouterContext<string | undefined>(undefined);

/** The same nonce for components (<Scripts>, JSON-LD); empty in the browser, which hides it. */
export const NonceContext = createContext<string | undefined>(undefined);

/** The visitor's IP as the server saw it (after TRUST_PROXY), for rate limits and hashing. */
export const clientIpContext = createRouterContext<string>("unknown");

/**
 * The first-paint CSS of the production server: each page inlines the rules its HTML uses (one
 * round trip less before the first paint on slow networks), and the whole stylesheet follows as a
 * file. Undefined under the dev server, which links the stylesheet as usual.
 */
export interface CriticalCss {
  /** The rules `html` can use, in the stylesheet's order. */
  forHtml(html: string): string;
}
export const inlineCssContext = createRouterContext<CriticalCss | undefined>(undefined);
/** Whether the document inlines its CSS (the server fills the element after rendering). */
export const InlineCssContext = createContext<boolean>(false);

/** In the browser: whether the server inlined the stylesheet into this document. */
export const documentHasInlineCss =
  typeof document !== "undefined" && document.querySelector("style[data-inline-css]") !== null;

/**
 * Set by the root middleware when the request is a form submission (not GET/HEAD). React Router
 * runs the page's loaders after the action with a GET request, so this is how the root loader
 * knows it is rendering a form's answer, which must not be redirected to another language.
 */
export const formSubmissionContext = createRouterContext<boolean>(false);

/** What the root renders inside the inline style element; the server replaces it. */
export const INLINE_CSS_MARKER = "/*inline-css*/";
