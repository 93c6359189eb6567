import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type RouterContextProvider,
} from "react-router";
import { cspNonceContext, inlineCssContext, InlineCssContext, NonceContext } from "~/lib/contexts";
import { log } from "~/lib/logger.server";
import { inlineCriticalCss } from "~/lib/inline-critical-css.server";
import { stripModulePreloads } from "~/lib/strip-module-preloads.server";
import { bootRuntime } from "./boot.server";

bootRuntime();

export const streamTimeout = 5_000;

/**
 * Renders the document. Crawlers and link-preview bots (WhatsApp, Facebook) get the whole page
 * at once; people get the shell as soon as it is ready. Every inline script carries the CSP nonce.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(cspNonceContext);
  const criticalCss = loadContext.get(inlineCssContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <InlineCssContext.Provider value={criticalCss !== undefined}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </InlineCssContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          const stripped = body.pipe(stripModulePreloads());
          const page = criticalCss ? stripped.pipe(inlineCriticalCss(criticalCss)) : stripped;
          resolve(
            new Response(createReadableStreamFromReadable(page), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log.error("streaming render failed", { error, url: request.url });
        },
      },
    );
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  // React Router's own 4xx answers (405: a POST to a page without a form; 404...) are the client's
  // doing, not a fault of ours: worth a line, not an alert.
  if (isRouteErrorResponse(error) && error.status < 500) {
    log.warn("request refused", {
      status: error.status,
      url: request.url,
      method: request.method,
      reason: (error as { error?: Error }).error?.message ?? error.statusText,
    });
    return;
  }
  log.error("request failed", { error, url: request.url, method: request.method });
}
