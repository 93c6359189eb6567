import type { MediaImage } from "~/content/media-image";

interface MediaPictureProps {
  image: MediaImage;
  alt: string;
  /** How wide the picture is shown, e.g. "(min-width: 1024px) 33vw, 100vw" */
  sizes: string;
  className?: string;
  /** The page's main (LCP) picture, or one the visitor just asked for: fetched first, not lazily. */
  priority?: boolean;
  /** CSS object-position: the focal point kept in view when the slot crops the picture */
  objectPosition?: string;
}

/** An uploaded picture: AVIF, then WebP, at the width the layout needs, with its real size. */
export function MediaPicture({
  image,
  alt,
  sizes,
  className,
  priority = false,
  objectPosition,
}: MediaPictureProps) {
  return (
    <picture>
      {image.avif && <source type="image/avif" srcSet={image.avif} sizes={sizes} />}
      <source type="image/webp" srcSet={image.webp} sizes={sizes} />
      <img
        src={image.src}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={priority ? "high" : undefined}
        className={className}
        style={objectPosition ? { objectPosition } : undefined}
      />
    </picture>
  );
}
