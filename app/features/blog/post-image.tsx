import { MediaPicture } from "~/components/media-picture";
import { Picture } from "~/components/picture";
import type { MediaImage } from "~/content/media-image";
import manifest from "~/generated/images.json";

/** `/img/<name>-<width>.webp`: one of the site's own pictures, which the pipeline made in AVIF too. */
const BUNDLED = /^\/img\/([a-z0-9-]+)-\d+\.(?:webp|avif)$/;

interface PostImageProps {
  src: string;
  alt: string;
  sizes: string;
  className?: string;
  /** The article's cover is its page's main picture: not lazy. */
  priority?: boolean;
  /** The uploaded picture behind `src`, when it is one (its variants and real size). */
  media?: MediaImage | null;
}

/**
 * A post's cover, responsive (AVIF and WebP at the right width, with its real size) when it is
 * one of the site's bundled images or an uploaded one; else (an upload since removed) a plain
 * <img> whose frame the caller's aspect class holds.
 */
export function PostImage({ src, alt, sizes, className, priority = false, media }: PostImageProps) {
  if (media)
    return (
      <MediaPicture
        image={media}
        alt={alt}
        sizes={sizes}
        className={className}
        priority={priority}
      />
    );
  const name = BUNDLED.exec(src)?.[1];
  if (name && Object.hasOwn(manifest, name))
    return (
      <Picture name={name} alt={alt} sizes={sizes} className={className} priority={priority} />
    );
  return (
    <img
      src={src}
      alt={alt}
      className={className}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
    />
  );
}
