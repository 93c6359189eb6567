import { createHash } from "node:crypto";
import { CachePolicy } from "./http-cache";

/**
 * A public JSON answer, kept as the page cache keeps public pages (decision 017): a shared cache
 * holds it a minute, a browser asks again each time with its ETag and gets an empty 304 while
 * nothing changed. The tag is weak: it names the answer whatever compression carries it.
 */
export function sharedJson(request: Request, body: unknown): Response {
  const text = JSON.stringify(body);
  const tag = `W/"${createHash("sha256").update(text).digest("base64url").slice(0, 27)}"`;
  const headers = { "Cache-Control": CachePolicy.sharedPage, ETag: tag };
  if (namesTag(request.headers.get("if-none-match"), tag))
    return new Response(null, { status: 304, headers });
  return new Response(text, {
    headers: { ...headers, "Content-Type": "application/json; charset=utf-8" },
  });
}

/** If-None-Match lists this tag (weak or strong) or says `*`. */
function namesTag(header: string | null, tag: string): boolean {
  if (!header) return false;
  const bare = tag.replace(/^W\//, "");
  return header.split(",").some((raw) => {
    const value = raw.trim().replace(/^W\//, "");
    return value === "*" || value === bare;
  });
}
