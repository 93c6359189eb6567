import { objectPositionOf } from "~/content/media-image";
import type { ImageRef } from "~/content/types";
import { MediaPicture } from "./media-picture";
import { Picture } from "./picture";

interface ContentPictureProps {
  image: ImageRef;
  /** How wide the picture is shown, e.g. "(min-width: 1024px) 33vw, 100vw" */
  sizes: string;
  className?: string;
  priority?: boolean;
}

/**
 * A picture of a page's content: the company's uploaded photo when there is one (cropped around
 * its focal point when the slot's shape differs), else the bundled artwork.
 */
export function ContentPicture({ image, sizes, className, priority }: ContentPictureProps) {
  if (image.media)
    return (
      <MediaPicture
        image={image.media}
        alt={image.alt}
        sizes={sizes}
        className={className}
        priority={priority}
        objectPosition={objectPositionOf(image.focus)}
      />
    );
  return (
    <Picture
      name={image.name}
      alt={image.alt}
      sizes={sizes}
      className={className}
      priority={priority}
    />
  );
}
