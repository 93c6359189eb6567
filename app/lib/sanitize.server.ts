import sanitizeHtml from "sanitize-html";
import { BIDI_CONTROLS } from "./clean-text";

/**
 * The only markup a post may contain: what the rich-text editor produces, nothing that runs code
 * or restyles the page. Deliberately absent: script, style, iframe (no embeds at all: the site's
 * Content-Security-Policy allows no video frames, and a link to the video is enough), svg, math,
 * form elements, `style` and `class` attributes, event handlers, and data:/javascript: URLs.
 */
const ALLOWED_TAGS = [
  "p",
  "h2",
  "h3",
  "h4",
  "ul",
  "ol",
  "li",
  "blockquote",
  "strong",
  "em",
  "s",
  "u",
  "code",
  "pre",
  "a",
  "img",
  "hr",
  "br",
  "figure",
  "figcaption",
];

// Elements whose content is dropped with them (by default their text would be kept as text).
const DROPPED_WITH_CONTENT = [
  "script",
  "style",
  "textarea",
  "option",
  "noscript",
  "iframe",
  "object",
  "embed",
  "svg",
  "math",
  "template",
  "title",
  "head",
  "select",
  "xmp",
  "noembed",
  "noframes",
];

/** Site-relative path (not `//host`), fragment, or an absolute http(s)/mailto/tel URL. */
const SAFE_HREF = /^(?:\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i;
/**
 * Pictures from our own folders only (the media library and the site's images): no third-party
 * host can track readers, and the Content-Security-Policy (img-src 'self') agrees.
 */
const SAFE_IMG_SRC = /^\/(?:media|img)\/(?!.*\.\.)[\w./-]+$/i;
const DIMENSION = /^\d{1,4}$/;

// Browsers ignore ASCII control characters and spaces inside a scheme ("java\tscript:"): so do we.
// oxlint-disable-next-line no-control-regex -- matching control characters is the point here
const compact = (url: string) => url.replace(/[\u0000-\u0020\u007f-\u009f]/g, "");

const options: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "width", "height", "loading", "title"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  allowedClasses: {},
  allowedStyles: {},
  disallowedTagsMode: "discard",
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    a: (tagName, attribs) => {
      const href = compact(attribs.href ?? "");
      const safe: sanitizeHtml.Attributes = attribs.title ? { title: attribs.title } : {};
      if (SAFE_HREF.test(href)) {
        safe.href = href;
        // Links leave the site in a new tab, without giving the other page a handle on ours.
        if (/^https?:/i.test(href))
          Object.assign(safe, { target: "_blank", rel: "noopener noreferrer" });
      }
      return { tagName, attribs: safe };
    },
    img: (tagName, attribs) => {
      const src = compact(attribs.src ?? "");
      const safe: sanitizeHtml.Attributes = { alt: attribs.alt ?? "", loading: "lazy" };
      if (SAFE_IMG_SRC.test(src)) safe.src = src;
      if (attribs.width && DIMENSION.test(attribs.width)) safe.width = attribs.width;
      if (attribs.height && DIMENSION.test(attribs.height)) safe.height = attribs.height;
      if (attribs.title) safe.title = attribs.title;
      return { tagName, attribs: safe };
    },
    ol: (tagName, attribs): sanitizeHtml.Tag => ({
      tagName,
      attribs: attribs.start && DIMENSION.test(attribs.start) ? { start: attribs.start } : {},
    }),
  },
  // No bidirectional override may reorder what a reader sees (see cleanText).
  textFilter: (text) => text.replace(BIDI_CONTROLS, ""),
  // A picture whose address was refused is removed rather than left as a broken frame.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

/** Cleans a post's HTML: run when it is saved and again when it is shown. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, options);
}

/** A cover picture address we are willing to show, else null. */
export function safeImageUrl(url: string | null | undefined): string | null {
  const value = compact(url ?? "");
  return value && SAFE_IMG_SRC.test(value) ? value : null;
}
