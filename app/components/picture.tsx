import { useEffect, useRef, useState } from "react";
import manifest from "~/generated/images.json";

interface ImageInfo {
  width: number;
  height: number;
  widths: number[];
  aspect: number;
}
const images = manifest as Record<string, ImageInfo>;
const PLACEHOLDER = "/img/placeholder-800.webp";

function info(name: string): ImageInfo {
  const found = images[name];
  if (!found) throw new Error(`Unknown image "${name}": add images/source/${name}.svg (or .jpg)`);
  return found;
}

const srcset = (name: string, ext: "avif" | "webp") =>
  info(name)
    .widths.map((w) => `/img/${name}-${w}.${ext} ${w}w`)
    .join(", ");

/** The WebP URL of an image at the smallest width ≥ `width` (or its largest). */
export function imageUrl(name: string, width?: number): string {
  const { widths } = info(name);
  const w = (width && widths.find((x) => x >= width)) || widths.at(-1)!;
  return `/img/${name}-${w}.webp`;
}

/** Attributes of a `<link rel="preload" as="image">` for a page's first, largest picture. */
export function preloadLinks(name: string, sizes: string) {
  return {
    rel: "preload",
    as: "image",
    type: "image/avif",
    imageSrcSet: srcset(name, "avif"),
    imageSizes: sizes,
    fetchPriority: "high",
  } as const;
}

interface PictureProps {
  name: string;
  alt: string;
  /** How wide the picture is shown, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  className?: string;
  /** The page's main (LCP) picture: loaded first, never lazily. */
  priority?: boolean;
  width?: number;
  height?: number;
  /** Image to show if this one fails to load (defaults to the neutral placeholder). */
  fallback?: string;
}

/**
 * A responsive picture: AVIF, then WebP, at the widths the pipeline made, with width and height
 * so the page never jumps while it loads. Below-the-fold pictures load lazily.
 */
export function Picture({
  name,
  alt,
  sizes,
  className,
  priority = false,
  width,
  height,
  fallback,
}: PictureProps) {
  const meta = info(name);
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  // A server-rendered image can fail before React is listening: check once after hydration.
  useEffect(() => {
    const el = img.current;
    if (el?.complete && el.naturalWidth === 0) setFailed(true);
  }, []);
  const w = width ?? meta.width;
  const h = height ?? Math.round(w * meta.aspect);
  if (failed) {
    return (
      <img
        src={fallback ? imageUrl(fallback) : PLACEHOLDER}
        alt={alt}
        width={w}
        height={h}
        className={className}
        loading="lazy"
        decoding="async"
      />
    );
  }
  return (
    <picture>
      <source type="image/avif" srcSet={srcset(name, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcset(name, "webp")} sizes={sizes} />
      <img
        ref={img}
        src={imageUrl(name)}
        alt={alt}
        width={w}
        height={h}
        className={className}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : undefined}
        onError={() => setFailed(true)}
        // What a document with islands shows instead, without React (app/islands/pictures.ts).
        data-fallback={fallback ? imageUrl(fallback) : PLACEHOLDER}
      />
    </picture>
  );
}
