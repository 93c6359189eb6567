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

/** From a `media` row (variants: {"avif": ["/media/x-400.avif 400w", ...], "webp": [...]}). */
export function mediaImage(row: {
  id: string;
  variants: string;
  width: number;
  height: number;
}): MediaImage | null {
  try {
    const variants = JSON.parse(row.variants) as { avif?: string[]; webp?: string[] };
    const webp = variants.webp ?? [];
    if (!webp.length) return null;
    const urls = webp.map((v) => v.split(" ")[0]!);
    const src = urls.find((u) => u.endsWith("-800.webp")) ?? urls.at(-1)!;
    return {
      id: row.id,
      src,
      avif: (variants.avif ?? []).join(", "),
      webp: webp.join(", "),
      width: row.width,
      height: row.height,
    };
  } catch {
    return null;
  }
}
