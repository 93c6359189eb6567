import { ChevronLeft, ChevronRight, Pause, Play } from "~/components/icons";
import { fillTemplate } from "~/i18n/template";

type Tone = "dark" | "light";

// The shown dot is styled by its `aria-current`, so the hero's page script restyles it by
// setting that attribute alone.
const tones: Record<
  Tone,
  { button: string; dot: string; activeDot: string; track: string; fill: string }
> = {
  // On the deep green hero
  dark: {
    button: "border-white/40 text-white hover:bg-white/15 focus-visible:outline-white",
    dot: "bg-white/45 group-hover/dot:bg-white/80",
    activeDot: "group-aria-[current=true]/dot:w-7 group-aria-[current=true]/dot:bg-amber-300",
    track: "bg-white/20",
    fill: "bg-amber-300",
  },
  // On a light section
  light: {
    button:
      "border-green-800/30 bg-white text-green-900 hover:bg-green-50 focus-visible:outline-green-800",
    dot: "bg-green-900/25 group-hover/dot:bg-green-900/50",
    activeDot: "group-aria-[current=true]/dot:w-7 group-aria-[current=true]/dot:bg-green-700",
    track: "bg-green-900/10",
    fill: "bg-green-700",
  },
};

/**
 * What the controls show: the slide shown, how many there are, whether they turn by themselves;
 * and, where React drives the carousel, what each button does (the hero's page script listens
 * to the same buttons itself).
 */
export interface CarouselView {
  index: number;
  count: number;
  autoplay: boolean;
  previous?: () => void;
  next?: () => void;
  goTo?: (slide: number) => void;
  toggleAutoplay?: () => void;
}

export interface CarouselLabels {
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** "{n}" is the slide number */
  goToSlide: string;
}

/**
 * Previous / next arrows, one dot per slide, the pause/play switch and the progress bar of a
 * carousel. The dots say which slide is shown with aria-current; the switch's name says what it
 * will do (pause or play), as the APG carousel pattern recommends.
 */
export function CarouselControls({
  carousel,
  labels,
  tone,
  className = "",
}: {
  carousel: CarouselView;
  labels: CarouselLabels;
  tone: Tone;
  className?: string;
}) {
  const t = tones[tone];
  const round = `inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full border transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 ${t.button}`;
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <button
        type="button"
        className={round}
        onClick={carousel.previous}
        aria-label={labels.previous}
        data-carousel="previous"
      >
        <ChevronLeft aria-hidden="true" className="h-5 w-5" />
      </button>
      <ol className="flex items-center" data-carousel="dots">
        {Array.from({ length: carousel.count }, (_, i) => {
          const active = i === carousel.index;
          return (
            <li key={i}>
              <button
                type="button"
                className="group/dot flex h-11 min-w-7 items-center justify-center rounded-full px-1 focus-visible:outline-2 focus-visible:outline-offset-0"
                onClick={carousel.goTo && (() => carousel.goTo?.(i))}
                aria-label={fillTemplate(labels.goToSlide, { n: i + 1 })}
                aria-current={active ? "true" : undefined}
              >
                <span
                  aria-hidden="true"
                  className={`block h-2.5 w-2.5 rounded-full transition-all duration-300 ${t.dot} ${t.activeDot}`}
                />
              </button>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className={round}
        onClick={carousel.next}
        aria-label={labels.next}
        data-carousel="next"
      >
        <ChevronRight aria-hidden="true" className="h-5 w-5" />
      </button>
      <button
        type="button"
        className={`${round} ml-3`}
        onClick={carousel.toggleAutoplay}
        aria-label={carousel.autoplay ? labels.pause : labels.play}
        data-carousel="autoplay"
        // Both names, for the page script that switches them.
        data-pause={labels.pause}
        data-play={labels.play}
      >
        {/* Both drawn, one hidden: the page script switches them without React. */}
        <span data-icon="pause" hidden={!carousel.autoplay} className="flex">
          <Pause aria-hidden="true" className="h-4 w-4" />
        </span>
        <span data-icon="play" hidden={carousel.autoplay} className="flex">
          <Play aria-hidden="true" className="h-4 w-4" />
        </span>
      </button>
    </div>
  );
}

const KEYFRAMES =
  "@keyframes home-carousel-progress{from{transform:scaleX(0)}to{transform:scaleX(1)}}";

/**
 * A thin bar that fills during each slide's time on screen, and stops with the carousel. It is
 * decorative: the pause switch is what tells assistive technology whether slides move.
 */
export function CarouselProgress({
  carousel,
  tone,
  className = "",
}: {
  carousel: Pick<CarouselView, "index" | "autoplay"> & {
    intervalMs: number;
    running: boolean;
    /** Until the slides can move, the bar is in the HTML but hidden. */
    hydrated: boolean;
  };
  tone: Tone;
  className?: string;
}) {
  const t = tones[tone];
  return (
    <div
      aria-hidden="true"
      className={`h-1 overflow-hidden rounded-full ${t.track} ${className}`}
      data-carousel="progress"
    >
      {/* React hoists this into <head> once, however many carousels use it. */}
      <style href="home-carousel-progress" precedence="default">
        {KEYFRAMES}
      </style>
      <div
        // A new slide restarts the bar.
        key={carousel.index}
        data-carousel-progress=""
        hidden={!carousel.hydrated}
        className={`h-full origin-left motion-reduce:hidden ${t.fill} ${carousel.autoplay ? "" : "opacity-0"}`}
        style={{
          animation: `home-carousel-progress ${carousel.intervalMs}ms linear forwards`,
          animationPlayState: carousel.running ? "running" : "paused",
        }}
      />
    </div>
  );
}
