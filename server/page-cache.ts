import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { CachePolicy } from "~/lib/http-cache";
import { inlineScriptHashes } from "./script-hashes";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A cached page is the same for every visitor of its URL and language; what could make a
 * response differ for a proxy is listed here (the language cookie and browser language decide
 * whether a French URL redirects).
 */
const VARY = "Accept-Encoding, Accept-Language, Cookie";

type Encoding = "br" | "gzip" | "identity";

interface Entry {
  key: string;
  version: string;
  storedAt: number;
  tag: string;
  csp: string;
  variants: Partial<Record<Encoding, Promise<Buffer>>>;
  bytes: number;
}

export interface PageCacheOptions {
  /**
   * The content version now; an entry stored under another version is never served. It moves
   * with every edit and every scheduled publication time (decision 041).
   */
  version: () => Promise<string>;
  /** Whether this request may be answered from the cache (and its answer stored). */
  eligible: (request: Request) => boolean;
  /** The key of an eligible request: everything its page depends on. */
  key: (request: Request) => string;
  /**
   * The cookies the answer to this request sets, read from the request alone (a first visit's
   * language and origin): the renderer sets them too, and they go on whichever copy answers,
   * never into the stored one.
   */
  cookies: (request: Request) => string[];
  /** The Content-Security-Policy of a page whose inline scripts have these hashes. */
  policy: (scriptHashes: string[]) => string;
  /** Memory for every entry and its compressed copies together. */
  maxBytes?: number;
  /** A safety net for what depends on time alone (the footer's year): entries expire. */
  ttlMs?: number;
}

// The requests the renderer must answer without a nonce (their policy lists script hashes).
const renderedForCache = new WeakSet<Request>();

/** Whether the page for this request is rendered for the cache (no nonce: hashes instead). */
export function isRenderedForCache(request: Request): boolean {
  return renderedForCache.has(request);
}

/**
 * The in-memory cache of public pages. Anonymous GETs the `eligible` test lets through are served
 * from memory, compressed once per encoding, with an ETag (304 on a match); a miss renders the
 * page whole, stores it when it is a plain 200 that sets no cookie but the request's own
 * `cookies` and claims no Cache-Control of its own, and answers it the same way. An answer that
 * sets cookies is marked private, so no proxy keeps it. Everything else passes through and, when
 * it is a page, is marked private.
 */
export function pageCache(options: PageCacheOptions): MiddlewareHandler {
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const ttlMs = options.ttlMs ?? 10 * 60_000;
  // Insertion order is recency: a hit moves its entry to the end, eviction takes the front.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let knownVersion: string | undefined;

  const drop = (entry: Entry) => {
    if (entries.get(entry.key) !== entry) return;
    entries.delete(entry.key);
    bytes -= entry.bytes;
  };
  const account = (entry: Entry, size: number) => {
    if (entries.get(entry.key) !== entry) return;
    entry.bytes += size;
    bytes += size;
    for (const oldest of entries.values()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  };
  const variant = (entry: Entry, encoding: Encoding): Promise<Buffer> => {
    let body = entry.variants[encoding];
    if (!body) {
      const identity = entry.variants.identity!;
      // Compressed once per version, off the main thread (zlib's thread pool). Brotli 5, as
      // for dynamic answers: quality 10–11 would save about a tenth of the bytes for 50–200
      // times the CPU (seconds per page on a small server), paid by the first visitor after
      // each edit and by anyone requesting uncached URLs on purpose.
      body = identity.then((raw) =>
        encoding === "br"
          ? brotli(raw, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 5,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            })
          : gzipAsync(raw, { level: 9 }),
      );
      entry.variants[encoding] = body;
      void body.then((b) => account(entry, b.length)).catch(() => drop(entry));
    }
    return body;
  };

  return async (c, next) => {
    const request = c.req.raw;
    if ((request.method !== "GET" && request.method !== "HEAD") || !options.eligible(request)) {
      await next();
      markPrivatePage(c, "bypass");
      return;
    }
    const version = await options.version();
    if (version !== knownVersion) {
      // Something public changed: every page may show it.
      entries.clear();
      bytes = 0;
      knownVersion = version;
    }
    const key = options.key(request);
    const cookies = options.cookies(request);
    const found = entries.get(key);
    if (found && found.version === version && Date.now() - found.storedAt < ttlMs) {
      entries.delete(key);
      entries.set(key, found);
      return answer(c, found, "hit", variant, cookies);
    }
    if (found) drop(found);
    // HEAD renders no body to store: answer it the ordinary way.
    if (request.method === "HEAD") return next();

    renderedForCache.add(request);
    await next();
    const res = c.res;
    if (!(res.headers.get("content-type") ?? "").startsWith("text/html") || !res.body) return;
    const html = Buffer.from(await res.arrayBuffer());
    const csp = options.policy(inlineScriptHashes(html.toString("utf8")));
    // The request's own cookies are set again on every answer; any other one makes it private.
    const storable =
      res.status === 200 &&
      res.headers.getSetCookie().every((cookie) => cookies.includes(cookie)) &&
      !res.headers.has("cache-control");
    if (storable && version === knownVersion) {
      const entry: Entry = {
        key,
        version,
        storedAt: Date.now(),
        tag: createHash("sha256").update(html).digest("base64url").slice(0, 27),
        csp,
        variants: { identity: Promise.resolve(html) },
        bytes: 0,
      };
      entries.set(key, entry);
      account(entry, html.length);
      // After next() Hono ignores a returned response: the context's one is replaced instead.
      replaceResponse(c, await answer(c, entry, "miss", variant, cookies));
      return;
    }
    // Rendered for one visitor after all (a 404, a form page, a cookie): sent as it is.
    const headers = new Headers(res.headers);
    headers.set("Content-Security-Policy", csp);
    if (!headers.has("cache-control")) headers.set("Cache-Control", CachePolicy.privatePage);
    headers.set("X-Page-Cache", "bypass");
    replaceResponse(c, new Response(html, { status: res.status, headers }));
  };
}

async function answer(
  c: Context,
  entry: Entry,
  state: "hit" | "miss",
  variant: (entry: Entry, encoding: Encoding) => Promise<Buffer>,
  cookies: string[],
): Promise<Response> {
  const encoding = negotiate(c.req.header("accept-encoding"));
  // A plain object and the stored buffer itself: @hono/node-server then writes the answer in
  // one call, without a stream or a copy.
  const headers: Record<string, string> = {
    "Cache-Control": cookies.length ? CachePolicy.privatePage : CachePolicy.sharedPage,
    Vary: VARY,
    ETag: `"${entry.tag}${encoding === "identity" ? "" : `-${encoding}`}"`,
    "Content-Security-Policy": entry.csp,
    "X-Page-Cache": state,
  };
  const withCookies = () => {
    const all = new Headers(headers);
    for (const cookie of cookies) all.append("Set-Cookie", cookie);
    return all;
  };
  if (matches(c.req.header("if-none-match"), entry.tag))
    return new Response(null, { status: 304, headers: cookies.length ? withCookies() : headers });
  const body = await variant(entry, encoding);
  headers["Content-Type"] = "text/html; charset=utf-8";
  headers["Content-Length"] = String(body.length);
  if (encoding !== "identity") headers["Content-Encoding"] = encoding;
  return new Response(c.req.method === "HEAD" ? null : (body as Uint8Array<ArrayBuffer>), {
    headers: cookies.length ? withCookies() : headers,
  });
}

/** The encoding the compression middleware would choose: brotli, then gzip. */
function negotiate(accept: string | undefined): Encoding {
  const offered = accept ?? "";
  return /\bbr\b/.test(offered) ? "br" : /\bgzip\b/.test(offered) ? "gzip" : "identity";
}

/** If-None-Match names this page (any encoding's tag, weak or strong, or `*`). */
function matches(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  return header.split(",").some((raw) => {
    const value = raw.trim().replace(/^W\//, "");
    return value === "*" || value.replace(/^"|"$/g, "").replace(/-(br|gzip)$/, "") === tag;
  });
}

/** A page answered for one visitor must not be kept by a proxy or CDN. */
function markPrivatePage(c: Context, state: string) {
  const type = c.res.headers.get("content-type") ?? "";
  if (!type.startsWith("text/html")) return;
  if (!c.res.headers.has("cache-control"))
    c.res.headers.set("Cache-Control", CachePolicy.privatePage);
  c.res.headers.set("X-Page-Cache", state);
}

/** Hono copies the old response's headers onto a new one; this page's are complete already. */
function replaceResponse(c: Context, response: Response) {
  c.res = undefined;
  c.res = response;
}
