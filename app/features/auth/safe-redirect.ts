/**
 * Where to send someone after sign-in: only a path on this site. Anything that could leave the
 * site — `//evil.example`, `https://evil.example`, `/\evil.example`, or those percent-encoded —
 * falls back to the default. (An open redirect would let a phishing link borrow our login page.)
 */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback = "/admin"): string {
  if (typeof target !== "string" || !target) return fallback;
  let decoded = target;
  try {
    // Decode repeatedly: %252F%252F is //, twice encoded.
    for (let i = 0; i < 3 && /%[0-9a-f]{2}/i.test(decoded); i++) decoded = decodeURIComponent(decoded);
  } catch {
    return fallback;
  }
  if (!decoded.startsWith("/") || decoded.startsWith("//") || decoded.includes("\\") || /[\u0000-\u001f]/.test(decoded)) return fallback;
  const url = new URL(decoded, "http://site.invalid");
  if (url.origin !== "http://site.invalid") return fallback;
  return url.pathname + url.search + url.hash;
}
