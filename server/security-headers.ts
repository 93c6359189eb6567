import { randomBytes } from "node:crypto";

/** A fresh nonce per response: inline scripts run only if they carry it. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * The Content-Security-Policy of every HTML response. Scripts: our own files and inline scripts
 * that carry the response's nonce or, for a page served from the page cache (one body for many
 * visitors, so no fresh nonce), whose hash is listed. Workers: our own service worker only.
 * Frames: only the map the visitor asks for on /contact. Nobody may frame us. Inline style
 * attributes are allowed because React renders some (e.g. progress bars).
 */
export function contentSecurityPolicy(
  nonce: string | undefined,
  { https, scriptHashes = [] }: { https: boolean; scriptHashes?: string[] },
): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...scriptHashes].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    // The service worker (/sw.js), stated rather than left to script-src's fallback.
    "worker-src 'self'",
    "frame-src https://www.openstreetmap.org",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/**
 * The headers every answer carries. A public page (`publicPage`) sends no opener policy: that
 * policy makes the browser start the page in a new browsing context group, a second commit of
 * 5–9 % of the page's main-thread CPU (decision 052), to protect windows that show nothing
 * private. The team's area and the clients' private links keep it.
 */
export function securityHeaders({
  https,
  publicPage,
}: {
  https: boolean;
  publicPage: boolean;
}): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    ...(publicPage ? {} : { "Cross-Origin-Opener-Policy": "same-origin" }),
    "Permissions-Policy":
      "camera=(), microphone=(), geolocation=(), payment=(), interest-cohort=()",
    ...(https ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}
