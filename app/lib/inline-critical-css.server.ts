import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { INLINE_CSS_MARKER, type CriticalCss } from "./contexts";

/**
 * Holds the rendered document until its end, then puts the rules its HTML uses into the head's
 * inline style element (where the root rendered INLINE_CSS_MARKER). Public pages have no
 * streamed (deferred) parts, so the whole page is ready about when its shell is.
 */
export function inlineCriticalCss(criticalCss: CriticalCss): Transform {
  const decoder = new StringDecoder("utf8");
  let html = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      html += decoder.write(chunk);
      callback();
    },
    flush(callback) {
      html += decoder.end();
      const at = html.indexOf(INLINE_CSS_MARKER);
      if (at === -1) return callback(null, Buffer.from(html, "utf8"));
      // "</style" cannot appear in CSS we build, but never let it close the element early.
      const css = criticalCss.forHtml(html).replaceAll("</style", "<\\/style");
      callback(
        null,
        Buffer.from(html.slice(0, at) + css + html.slice(at + INLINE_CSS_MARKER.length), "utf8"),
      );
    },
  });
}
