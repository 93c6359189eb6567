/** An uploaded picture as pages render it: AVIF and WebP variants with the size of the largest. */
export interface MediaImage {
  id: string;
  /** The WebP at 800 px (or the largest), for <img src> */
  src: string;
  avif: string;
  webp: string;
  width: number;
  height: number;
}

/** The point of a photo kept in view when a slot crops it, in percent from the left and the top. */
export interface Focus {
  x: number;
  y: number;
}

/** CSS object-position for a focal point; nothing for the centre, which is the default. */
export const objectPositionOf = (focus: Focus | undefined) =>
  focus && (focus.x !== 50 || focus.y !== 50) ? `${focus.x}% ${focus.y}%` : undefined;

/** How the upload pipeline names a variant in `media.variants`: "/media/{id}-{w}.{ext} {w}w". */
const VARIANT = /^\/media\/([\w-]{1,64})-(\d{2,4})\.(avif|webp) (\d{2,4})w$/;
/** Ids are UUIDs; anything that could break out of a srcset (space, comma, quote) is refused. */
const SAFE_ID = /^[\w-]{1,64}$/;

/** The widths of one format that the row really lists for this id, smallest first. */
function widthsOf(id: string, entries: unknown, ext: "avif" | "webp"): number[] {
  if (!Array.isArray(entries)) return [];
  const widths = entries.flatMap((entry) => {
    const m = typeof entry === "string" ? VARIANT.exec(entry) : null;
    return m && m[1] === id && m[3] === ext && m[2] === m[4] ? [Number(m[2])] : [];
  });
  return [...new Set(widths)].sort((a, b) => a - b);
}

const srcset = (id: string, widths: number[], ext: "avif" | "webp") =>
  widths.map((w) => `/media/${id}-${w}.${ext} ${w}w`).join(", ");

/**
 * From a `media` row (variants: {"avif": ["/media/x-400.avif 400w", ...], "webp": [...]}). The
 * addresses are rebuilt from the id and the widths, never copied: a damaged or tampered variants
 * column can only lose a width, not put something else into a page's srcset.
 */
export function mediaImage(row: {
  id: string;
  variants: string;
  width: number;
  height: number;
}): MediaImage | null {
  let variants: { avif?: unknown; webp?: unknown };
  try {
    variants = JSON.parse(row.variants) as typeof variants;
  } catch {
    return null;
  }
  if (!SAFE_ID.test(row.id) || !variants || typeof variants !== "object") return null;
  const webp = widthsOf(row.id, variants.webp, "webp");
  const width = Number(row.width);
  const height = Number(row.height);
  if (!webp.length || !(width > 0) || !(height > 0)) return null;
  const fallback = webp.includes(800) ? 800 : webp.at(-1)!;
  return {
    id: row.id,
    src: `/media/${row.id}-${fallback}.webp`,
    avif: srcset(row.id, widthsOf(row.id, variants.avif, "avif"), "avif"),
    webp: srcset(row.id, webp, "webp"),
    width,
    height,
  };
}

/** The largest WebP of a picture: what a link preview or a full-size view starts from. */
export const largestWebp = (image: MediaImage) => image.webp.split(", ").at(-1)!.split(" ")[0]!;
