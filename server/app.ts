import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { getSessionCookie } from "better-auth/cookies";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import * as serverBuild from "virtual:react-router/server-build";
import type { AppConfig } from "~/config/config.server";
import { withClientAddress } from "~/features/auth";
import {
  clientIpContext,
  cspNonceContext,
  inlineCssContext,
  type CriticalCss,
} from "~/lib/contexts";
import { prepareCriticalCss } from "~/lib/critical-css.server";
import { mediaCacheDir, readMediaFile } from "~/features/media/index.server";
import type { AppDatabase } from "~/db/db.server";
import { devisGate, TOO_MANY_TEXT } from "~/features/devis/index.server";
import { getLocale } from "~/lib/locale.server";
import { uiWords, words } from "~/i18n/words/ui";
import { getSiteData } from "~/features/company/index.server";
import { UPLOAD_BODY_LIMITS, uploadPath } from "~/features/company";
import { CachePolicy } from "~/lib/http-cache";
import { log } from "~/lib/logger.server";
import { clientAddress } from "./client-address";
import { compression } from "./compression";
import { isRenderedForCache, pageCache } from "./page-cache";
import { mayUseSharedPage, sharedPageKey } from "./page-cache-policy";
import { pendingImages } from "./pending-images";
import { PLAIN_PAGE_CSP, plainPage } from "./plain-page";
import { servePreviewImages } from "./preview-image";
import { serveBrandIcons } from "./brand-icons";
import { PREVIEW_IMAGE_PATH } from "~/lib/preview-image";
import { PREVIEW_PARAM } from "~/features/page-editor";
import { visitCookies } from "~/features/leads/index.server";
import { type HeaderOf, pageRequestOf, type VisitCounter } from "~/features/visits/index.server";
import { contentSecurityPolicy, createNonce, securityHeaders } from "./security-headers";
import { SPECULATION_RULES, SPECULATION_RULES_PATH } from "./speculation-rules";

/** Largest request body accepted anywhere (forms are far smaller; uploads have their own limit). */
export const MAX_BODY_BYTES = 1024 * 1024;
const PRIVATE_PATH = /^\/(admin|auth|api\/auth)(\/|\.data|$)/i;
/** A client's own pages, reached by a private link: their devis and the testimonial asked of them. */
const PRIVATE_LINK = /^\/(devis|temoignage)(\/|\.data|$)/i;
/** Every spelling of the client's devis addresses, which the router matches in any case. */
const DEVIS_PREFIX = /^\/devis(\/|\.data|$)/i;
/**
 * The service worker's script: browsers look for a new one on their visits, which must not be
 * answered from a day-old copy (docs/decisions/020-offline-forms.md). What it may fetch is
 * limited to this site.
 */
const WORKER_PATH = "/sw.js";
const WORKER_HEADERS = {
  "Cache-Control": CachePolicy.revalidate,
  "Content-Security-Policy": "default-src 'self'",
};

/**
 * The HTTP application: health check, hardened headers, static files, then React Router for
 * every page, form action and auth endpoint.
 */
export function createApp(
  config: AppConfig,
  {
    clientDir,
    database,
    visits,
  }: { clientDir: string; database: AppDatabase; visits: VisitCounter },
) {
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
    const html = (c.res.headers.get("content-type") ?? "").startsWith("text/html");
    const publicPage = html && !PRIVATE_PATH.test(c.req.path) && !PRIVATE_LINK.test(c.req.path);
    // A header the answer set itself wins (the client's devis sends no referrer at all).
    for (const [name, value] of Object.entries(securityHeaders({ https, publicPage })))
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    // Public pages name the rules that let a browser prerender the next one.
    if (html && !PRIVATE_PATH.test(c.req.path))
      c.res.headers.set("Speculation-Rules", `"${SPECULATION_RULES_PATH}"`);
  });

  app.get(SPECULATION_RULES_PATH, (c) =>
    c.body(JSON.stringify(SPECULATION_RULES), 200, {
      "Content-Type": "application/speculationrules+json",
      "Cache-Control": CachePolicy.staticFile,
    }),
  );

  app.get("/healthz", (c) =>
    c.json({ status: "ok" }, 200, { "Cache-Control": CachePolicy.noStore }),
  );

  // A client's devis (docs/product/sending-a-devis.md#safety): rate-limited per address, a plain
  // 404 for a token that opens nothing, never kept by a cache nor indexed. The router matches
  // addresses whatever their case (`/Devis/…`), so the limit must too.
  app.use("*", async (c, next) => {
    if (!DEVIS_PREFIX.test(c.req.path)) return next();
    const verdict = await devisGate(
      database,
      c.req.path,
      clientIp(c, config.TRUST_PROXY),
      config.AUTH_SECRET,
    );
    const privately = { "Cache-Control": CachePolicy.noStore, "X-Robots-Tag": "noindex, nofollow" };
    if (verdict === "too-many") return c.text(TOO_MANY_TEXT, 429, privately);
    if (verdict === "not-found") return c.text("Not found", 404, privately);
    await next();
    for (const [name, value] of Object.entries(privately)) c.res.headers.set(name, value);
  });

  const root = path.relative(process.cwd(), clientDir) || ".";
  // The build sits in the repository (build/client), beside the pictures' sources.
  const pendingImage = pendingImages(path.resolve(clientDir, "../../images/source"));
  // Browsers ask for the worker's script on their visits: unchanged, it costs a 304.
  const workerTag = fileTag(path.join(clientDir, WORKER_PATH));
  app.get(WORKER_PATH, async (c, next) => {
    if (!workerTag) return next();
    if (c.req.header("if-none-match")?.includes(workerTag))
      return c.body(null, 304, { ETag: workerTag, ...WORKER_HEADERS });
    await next();
    if (c.res.ok) c.res.headers.set("ETag", workerTag);
  });
  // Hashed names: the router's build, and the islands' (app/islands/) beside it.
  for (const assets of ["/assets/*", "/islands/assets/*"])
    app.use(
      assets,
      serveStatic({
        root,
        precompressed: true,
        onFound: (_p, c) => c.header("Cache-Control", CachePolicy.immutable),
      }),
    );
  app.use("*", async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    // Only files with an extension can be static; pages never have one.
    if (!/\.[a-z0-9]+$/i.test(c.req.path) || c.req.path.endsWith(".data")) return next();
    let missing = false;
    const served = await serveStatic({
      root,
      precompressed: true,
      onFound: (_p, ctx) => {
        if (ctx.req.path !== WORKER_PATH)
          return ctx.header("Cache-Control", CachePolicy.staticFile);
        for (const [name, value] of Object.entries(WORKER_HEADERS)) ctx.header(name, value);
      },
    })(c, async () => {
      missing = true;
    });
    if (!missing) return served;
    // A picture `npm start` is still optimising in the background: drawn on the spot meanwhile.
    const drawn = c.req.path.startsWith("/img/") ? await pendingImage(c.req.path) : undefined;
    if (drawn) return drawn;
    // A missing picture, icon or script gets a short 404, not the 100 KB "page not found" page;
    // other extensions (sitemap.xml, rss.xml, robots.txt) are routes.
    // (Uploads under /media/, the company's icon under /brand/ and the link-preview JPEG have
    // their own routes below.)
    if (
      !c.req.path.startsWith("/media/") &&
      !c.req.path.startsWith("/brand/") &&
      c.req.path !== PREVIEW_IMAGE_PATH &&
      /\.(?:ico|png|jpe?g|gif|svg|webp|avif|css|js|map|woff2?)$/i.test(c.req.path)
    )
      return c.text("Not found", 404, { "Cache-Control": CachePolicy.noStore });
    return next();
  });

  // Uploaded pictures: only variants the pipeline wrote (uuid-width.avif|webp), always as images,
  // from the database (through this process's disk cache), so every process serves every upload.
  const cacheDir = mediaCacheDir(config.DATA_DIR);
  app.get("/media/:file", async (c) => {
    const media = await readMediaFile(database, cacheDir, c.req.param("file"));
    if (!media) return c.notFound();
    return new Response(new Uint8Array(media.content), {
      headers: {
        "Content-Type": media.contentType,
        "Content-Length": String(media.content.length),
        "Cache-Control": CachePolicy.immutable,
        "Content-Disposition": "inline",
        "X-Content-Type-Options": "nosniff",
      },
    });
  });

  servePreviewImages(app, { clientDir, database, cacheDir });
  serveBrandIcons(app, { database, cacheDir });

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
    // In the language of the page the form was on (its address says it); as a page for a
    // browser's form post. The rest of the body is not read: close the connection.
    onError: async (c) => {
      const locale = getLocale(c.req.raw);
      // The name is only the page title's suffix: a database that does not answer drops it.
      const siteName = await getSiteData(database).then(
        (site) => site.company.name,
        () => undefined,
      );
      const t = words(locale, uiWords, siteName ?? "").error;
      if (!c.req.header("accept")?.includes("text/html"))
        return c.text(t.tooLargeMessage, 413, { Connection: "close" });
      const url = new URL(c.req.url);
      const page = plainPage({
        locale,
        siteName,
        status: 413,
        title: t.tooLargeTitle,
        message: t.tooLargeMessage,
        // Back to the form (a GET): same path and query, never another site ("//host").
        link: { href: url.pathname.replace(/^\/+/, "/") + url.search, label: t.back },
      });
      return c.html(page, 413, { Connection: "close", "Content-Security-Policy": PLAIN_PAGE_CSP });
    },
  });
  app.use("*", (c, next) => {
    const screen = uploadPath(c.req.path);
    return (screen ? uploadLimits.get(screen)! : formLimit)(c, next);
  });
  // Each public page answered to a visitor is counted, from memory or rendered (docs/product/visits.md).
  app.use("*", async (c, next) => {
    await next();
    if (!config.COUNT_VISITS) return;
    const page = pageRequestOf(c.req.raw, c.res, {
      header: nodeHeaderOf(c),
      addressOf: () => clientIp(c, config.TRUST_PROXY),
    });
    if (page) visits.count(page);
  });
  app.use("*", compression());
  // Public pages from memory (docs/decisions/017-page-cache.md); compression sees them encoded.
  app.use(
    "*",
    pageCache({
      version: async () => (await getSiteData(database)).cacheKey,
      eligible: mayUseSharedPage,
      key: sharedPageKey,
      cookies: (request) => visitCookies(request, https),
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
    // Private pages, sign-in answers and whatever is rendered for signed-in staff or a draft
    // preview (a page, its `.data`, JSON) must never be kept by a browser, proxy or CDN.
    if (
      PRIVATE_PATH.test(c.req.path) ||
      getSessionCookie(c.req.raw) ||
      c.req.query(PREVIEW_PARAM) !== undefined
    )
      response.headers.set("Cache-Control", CachePolicy.noStore);
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

/** A request's header from Node's own parse of it, when there is one: no `Headers` to search. */
function nodeHeaderOf(c: Context): HeaderOf {
  const headers = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.headers;
  if (!headers) return (name) => c.req.raw.headers.get(name);
  return (name) => {
    const value = headers[name];
    return Array.isArray(value) ? value.join(", ") : value;
  };
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

/**
 * An ETag for a built file that never changes while the process runs; weak, as it names the file
 * whichever of its compressed copies is sent.
 */
function fileTag(file: string): string | undefined {
  if (!existsSync(file)) return undefined;
  return `W/"${createHash("sha256").update(readFileSync(file)).digest("base64url").slice(0, 27)}"`;
}

/** The built stylesheet (one file, hashed name), prepared once at start for per-page cuts. */
function readStylesheet(clientDir: string): CriticalCss | undefined {
  const dir = path.join(clientDir, "assets");
  const file = existsSync(dir)
    ? readdirSync(dir).find((f) => /^app-[\w-]+\.css$/.test(f))
    : undefined;
  return file ? prepareCriticalCss(readFileSync(path.join(dir, file), "utf8")) : undefined;
}
