import { href } from "react-router";
/**
 * Where to send someone after sign-in: only a path on this site. Anything that could leave the
 * site — `//evil.example`, `https://evil.example`, `/\evil.example`, or those percent-encoded —
 * falls back to the default. (An open redirect would let a phishing link borrow our login page.)
 */
export function safeRedirect(
  target: FormDataEntryValue | string | null | undefined,
  fallback = href("/admin"),
): string {
  if (typeof target !== "string" || !target) return fallback;
  let decoded = target;
  try {
    // Decode repeatedly: %252F%252F is //, twice encoded.
    for (let i = 0; i < 3 && /%[0-9a-f]{2}/i.test(decoded); i++)
      decoded = decodeURIComponent(decoded);
  } catch {
    return fallback;
  }
  if (
    !decoded.startsWith("/") ||
    decoded.startsWith("//") ||
    decoded.includes("\\") ||
    hasControlCharacter(decoded)
  )
    return fallback;
  const url = new URL(decoded, "http://site.invalid");
  if (url.origin !== "http://site.invalid") return fallback;
  // Dot segments can resolve to a protocol-relative path: "/..//evil.example" -> "//evil.example".
  const path = url.pathname + url.search + url.hash;
  if (path.startsWith("//") || path.includes("\\")) return fallback;
  return path;
}

/** Tabs and new lines in a URL are dropped by browsers, turning "/\t/evil" into "//evil". */
function hasControlCharacter(text: string): boolean {
  for (const ch of text) if (ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f) return true;
  return false;
}
