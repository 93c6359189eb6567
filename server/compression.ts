import { Readable } from "node:stream";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";

const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json|ld\+json)|image\/svg\+xml)/;
const MIN_BYTES = 1024;

/**
 * Compresses dynamic responses (HTML, JSON, XML) with brotli when the browser accepts it, else
 * gzip. Brotli quality 5 keeps the CPU cost low per request; static assets are compressed once at
 * build time at the highest quality instead (see scripts/compress-assets.js).
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get("content-type") ?? "";
    const length = Number(res.headers.get("content-length") ?? Number.POSITIVE_INFINITY);
    if (res.headers.has("content-encoding") || !COMPRESSIBLE.test(type) || length < MIN_BYTES)
      return;
    if (c.req.method === "HEAD" || res.status === 204 || res.status === 304) return;
    const accept = c.req.header("accept-encoding") ?? "";
    const encoding = /\bbr\b/.test(accept) ? "br" : /\bgzip\b/.test(accept) ? "gzip" : undefined;
    // Reading `body` turns @hono/node-server's light response (a buffer written at once) into
    // a stream: only when there is something to compress.
    if (!encoding || !res.body) return;
    const compressor =
      encoding === "br"
        ? createBrotliCompress({
            params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
            flush: constants.BROTLI_OPERATION_FLUSH,
          })
        : createGzip({ level: 6, flush: constants.Z_SYNC_FLUSH });
    // Flush per chunk so a streamed page still reaches the browser in pieces.
    const body = Readable.fromWeb(res.body as import("node:stream/web").ReadableStream).pipe(
      compressor,
    );
    const headers = new Headers(res.headers);
    headers.delete("content-length");
    headers.set("content-encoding", encoding);
    headers.append("vary", "Accept-Encoding");
    c.res = new Response(Readable.toWeb(body) as ReadableStream, {
      status: res.status,
      statusText: res.statusText,
      headers,
    });
  };
}
