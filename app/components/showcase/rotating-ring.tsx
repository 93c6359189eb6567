import { Pause } from "~/components/icons";
import type { CSSProperties } from "react";
import { Icon } from "~/components/icon";
import { ContentPicture } from "~/components/content-picture";
import type { ImageRef, IconName } from "~/content/types";

/**
 * Sizes in pixels: orbit radius, centre disc, orbiting image and hovered image
 * (docs/product/screens.md#rotating-ring).
 */
export const RING_SIZES = {
  sm: { radius: 160, centre: 96, image: 80, hover: 112 },
  md: { radius: 200, centre: 128, image: 96, hover: 128 },
  lg: { radius: 240, centre: 160, image: 112, hover: 144 },
} as const;

export type RingSize = keyof typeof RING_SIZES;

// Both the orbit and each image's counter-rotation stop together, so images stay upright while
// paused: on hover of the ring, when the visitor ticks "pause", and never run under reduced motion.
const motion =
  "group-hover/ring:[animation-play-state:paused] group-has-checked/showcase:[animation-play-state:paused] motion-reduce:animate-none";

/**
 * The rotating ring of product pictures (docs/product/screens.md#rotating-ring): images orbit a
 * centre icon once every 25 s. Everything is expressed in percent of the ring's box, so the ring
 * shrinks to fit narrow phones while keeping the spec's proportions.
 *
 * The ring itself is hidden from assistive technology (the same photos are in the galleries with
 * their descriptions); the pause switch is a plain checkbox so it also works before JavaScript.
 */
export function RotatingRing({
  images,
  centerIcon,
  size = "md",
  pauseLabel,
  className = "",
}: {
  images: readonly ImageRef[];
  centerIcon: IconName;
  size?: RingSize;
  pauseLabel: string;
  className?: string;
}) {
  const { radius, centre, image, hover } = RING_SIZES[size];
  // The box leaves room for an enlarged image at the edge of the orbit.
  const box = 2 * radius + hover;
  // Rounded so that the server and the browser print the same numbers (no hydration mismatch).
  const pct = (px: number) => `${((px / box) * 100).toFixed(3)}%`;
  const ringStyle = { maxWidth: box, "--ring-hover-scale": hover / image } as CSSProperties;

  return (
    <div
      className={`group/showcase flex flex-col items-center gap-4 ${className}`}
      data-testid="showcase"
    >
      <div
        className="group/ring relative aspect-square w-full"
        style={ringStyle}
        aria-hidden="true"
        data-testid="showcase-ring"
      >
        <div
          className="absolute rounded-full border-2 border-dashed border-current opacity-30"
          style={{ inset: pct(box / 2 - radius) }}
        />
        <div
          className={`absolute inset-0 animate-[spin_25s_linear_infinite] ${motion}`}
          data-testid="showcase-orbit"
        >
          {images.map((picture, index) => {
            const angle = (2 * Math.PI * index) / images.length - Math.PI / 2;
            const position: CSSProperties = {
              left: pct(box / 2 + Math.cos(angle) * radius),
              top: pct(box / 2 + Math.sin(angle) * radius),
              width: pct(image),
            };
            return (
              <div
                key={picture.media?.id ?? `${picture.name}-${index}`}
                className="absolute -translate-x-1/2 -translate-y-1/2"
                style={position}
              >
                <div className={`animate-[spin_25s_linear_infinite_reverse] ${motion}`}>
                  <div
                    className="aspect-square overflow-hidden rounded-full bg-white shadow-lg ring-4 ring-white transition-[scale] duration-300 hover:scale-(--ring-hover-scale) motion-reduce:transition-none"
                    data-testid="showcase-image"
                  >
                    <ContentPicture
                      image={{ ...picture, alt: "" }}
                      sizes={`${hover}px`}
                      className="h-full w-full object-cover"
                    />
                  </div>
                </div>
              </div>
            );
          })}
        </div>
        <div
          className="absolute top-1/2 left-1/2 flex -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-green-800 text-white shadow-xl ring-8 ring-green-800/20"
          style={{ width: pct(centre), height: pct(centre) }}
        >
          <Icon name={centerIcon} className="h-1/2 w-1/2" />
        </div>
      </div>
      <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 border-current px-4 py-2 text-sm font-semibold has-checked:bg-white has-checked:text-green-900 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-current motion-reduce:hidden">
        <input type="checkbox" className="sr-only" />
        <Pause aria-hidden="true" className="h-4 w-4" />
        {pauseLabel}
      </label>
    </div>
  );
}
