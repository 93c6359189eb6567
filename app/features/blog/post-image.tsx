import { Picture } from "~/components/picture";
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
}

/**
 * A post's cover: the responsive <Picture> when it is one of the site's bundled images (AVIF and
 * WebP at the right width), else a plain lazy <img> for an uploaded or external one.
 */
export function PostImage({ src, alt, sizes, className, priority = false }: PostImageProps) {
  const name = BUNDLED.exec(src)?.[1];
  if (name && Object.hasOwn(manifest, name))
    return (
      <Picture name={name} alt={alt} sizes={sizes} className={className} priority={priority} />
    );
  return (
    <img
      src={src}
      alt={alt}
      width={800}
      height={600}
      className={className}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
    />
  );
}
