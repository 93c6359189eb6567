import { createReadStream, existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import * as serverBuild from "virtual:react-router/server-build";
import type { AppConfig } from "~/config/config.server";
import { withClientAddress } from "~/features/auth/client-address-header";
import {
  clientIpContext,
  cspNonceContext,
  inlineCssContext,
  type CriticalCss,
} from "~/lib/contexts";
import { prepareCriticalCss } from "~/lib/critical-css.server";
import { uploadsDir } from "~/features/media/media.server";
import { getSiteData } from "~/features/site/site-data.server";
import { UPLOAD_BODY_LIMITS, uploadPath } from "~/features/site/upload-limits";
import { log } from "~/server/logger.server";
import { getRuntime } from "~/server/runtime.server";
import { clientAddress } from "./client-address";
import { compression } from "./compression";
import { isRenderedForCache, pageCache } from "./page-cache";
import { mayUseSharedPage, sharedPageKey } from "./page-cache-policy";
import { contentSecurityPolicy, createNonce, securityHeaders } from "./security-headers";

// NOTE: React Router prerendering imports this entry as if it were the server build.
export * from "virtual:react-router/server-build";
export { startServer } from "./start";
export { runAdminCommand } from "~/features/auth/accounts.server";
export { stopRuntime } from "~/server/runtime.server";

/** Largest request body accepted anywhere (forms are far smaller; uploads have their own limit). */
export const MAX_BODY_BYTES = 1024 * 1024;
const IMMUTABLE = "public, max-age=31536000, immutable";
const PRIVATE_PATH = /^\/(admin|auth|api\/auth)(\/|\.data|$)/;
const SHORT_CACHE = "public, max-age=86400, stale-while-revalidate=604800";

/**
 * The HTTP application: health check, hardened headers, static files, then React Router for
 * every page, form action and auth endpoint.
 */
export function createApp(config: AppConfig, { clientDir }: { clientDir: string }) {
  const app = new Hono();
  const https = config.PUBLIC_URL.startsWith("https:");
  const handleRequest = createRequestHandler(
    // Form actions behind a proxy see the public host, not localhost.
    {
      ...(serverBuild as unknown as ServerBuild),
      allowedActionOrigins: [new URL(config.PUBLIC_URL).host],
    },
    config.NODE_ENV === "development" ? "development" : "production",
  );

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    const isAsset = c.req.path.startsWith("/assets/") || c.req.path.startsWith("/img/");
    (isAsset ? log.debug : log.info)("request", {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms,
    });
  });

  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(securityHeaders({ https })))
      c.res.headers.set(name, value);
  });

  app.get("/healthz", (c) => c.json({ status: "ok" }, 200, { "Cache-Control": "no-store" }));

  const root = path.relative(process.cwd(), clientDir) || ".";
  app.use(
    "/assets/*",
    serveStatic({
      root,
      precompressed: true,
      onFound: (_p, c) => c.header("Cache-Control", IMMUTABLE),
    }),
  );
  app.use("*", async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    // Only files with an extension can be static; pages never have one.
    if (!/\.[a-z0-9]+$/i.test(c.req.path) || c.req.path.endsWith(".data")) return next();
    return serveStatic({
      root,
      precompressed: true,
      onFound: (_p, ctx) => ctx.header("Cache-Control", SHORT_CACHE),
    })(c, next);
  });

  // Uploaded pictures: only files the pipeline wrote (uuid-width.avif|webp), always as images.
  const uploads = uploadsDir(config.DATA_DIR);
  app.get("/media/:file", (c) => {
    const file = c.req.param("file");
    const match = /^[0-9a-f-]{36}-\d{2,4}\.(avif|webp)$/.exec(file);
    const full = match && path.join(uploads, file);
    if (!full || !existsSync(full)) return c.notFound();
    return new Response(Readable.toWeb(createReadStream(full)) as ReadableStream, {
      headers: {
        "Content-Type": `image/${match[1]}`,
        "Cache-Control": IMMUTABLE,
        "Content-Disposition": "inline",
        "X-Content-Type-Options": "nosniff",
      },
    });
  });

  // Picture uploads may be larger than any form; everything else is capped at 1 MB.
  const uploadLimits = new Map(
    Object.entries(UPLOAD_BODY_LIMITS).map(([screen, maxSize]) => [
      screen,
      bodyLimit({
        maxSize,
        // The editor's upload is a script call (JSON); the content screens are forms.
        onError: (c) =>
          screen === "/admin/media"
            ? c.json({ ok: false, error: "TOO_LARGE" }, 413, { Connection: "close" })
            : c.text(
                c.req.header("accept-language")?.startsWith("en")
                  ? "Too large: at most 8 MB per picture."
                  : "Trop volumineux : 8 Mo au plus par image.",
                413,
                { Connection: "close" },
              ),
      }),
    ]),
  );
  const formLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    // The rest of the body is not read: close the connection rather than reuse it.
    onError: (c) =>
      c.text(
        c.req.header("accept-language")?.startsWith("en")
          ? "Request too large."
          : "Requête trop volumineuse.",
        413,
        { Connection: "close" },
      ),
  });
  app.use("*", (c, next) => {
    const screen = uploadPath(c.req.path);
    return (screen ? uploadLimits.get(screen)! : formLimit)(c, next);
  });
  app.use("*", compression());
  // Public pages from memory (docs/decisions/017-page-cache.md); compression sees them encoded.
  app.use(
    "*",
    pageCache({
      version: async () => (await getSiteData((await getRuntime()).database)).version,
      eligible: (request) => mayUseSharedPage(request, { secure: https }),
      key: sharedPageKey,
      policy: (scriptHashes) => contentSecurityPolicy(undefined, { https, scriptHashes }),
    }),
  );

  const inlineCss = readStylesheet(clientDir);
  app.all("*", async (c) => {
    // A page rendered for the cache carries no nonce: its policy lists its scripts' hashes.
    const nonce = isRenderedForCache(c.req.raw) ? undefined : createNonce();
    const context = new RouterContextProvider();
    context.set(cspNonceContext, nonce);
    context.set(inlineCssContext, inlineCss);
    const ip = clientIp(c, config.TRUST_PROXY);
    context.set(clientIpContext, ip);
    const response = await handleRequest(withClientAddress(c.req.raw, ip), context);
    // Private pages and sign-in answers must never be kept by a browser, proxy or CDN.
    if (PRIVATE_PATH.test(c.req.path)) response.headers.set("Cache-Control", "no-store");
    if (nonce && (response.headers.get("content-type") ?? "").startsWith("text/html")) {
      response.headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, { https }));
    }
    return response;
  });

  app.onError((error, c) => {
    log.error("unhandled error", { error, path: c.req.path });
    return c.text("Internal Server Error", 500);
  });
  return app;
}

function clientIp(c: Parameters<typeof getConnInfo>[0], trustedProxies: number): string {
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    socket = undefined;
  }
  return clientAddress(socket, c.req.header("x-forwarded-for"), trustedProxies);
}

/** The built stylesheet (one file, hashed name), prepared once at start for per-page cuts. */
function readStylesheet(clientDir: string): CriticalCss | undefined {
  const dir = path.join(clientDir, "assets");
  const file = existsSync(dir)
    ? readdirSync(dir).find((f) => /^app-[\w-]+\.css$/.test(f))
    : undefined;
  return file ? prepareCriticalCss(readFileSync(path.join(dir, file), "utf8")) : undefined;
}
