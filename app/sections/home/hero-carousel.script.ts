import { isFocusVisible, REDUCED_MOTION } from "./carousel-attention";

/**
 * The home hero's turning, without React (hero-carousel.tsx renders its HTML): a slide every
 * `data-interval` ms, wrapping around; held while the pointer is over it or keyboard focus is in
 * it, and resumed with the time that was left (WCAG 2.2.2); still for a visitor who prefers
 * reduced motion until they press play. It changes attributes only: the slides' `data-active`,
 * `aria-hidden` and `inert`, the dots' `aria-current`, the switch's name and icon.
 */
export default function startHeroCarousel(): (() => void) | undefined {
  const root = document.querySelector<HTMLElement>("[data-hero-carousel]");
  const slides = [...(root?.querySelectorAll<HTMLElement>("[data-slide]") ?? [])];
  if (!root || slides.length < 2) return undefined;
  const count = slides.length;
  const interval = Number(root.dataset.interval) || 5000;
  const live = root.querySelector<HTMLElement>('[data-carousel="slides"]');
  const dots = [...root.querySelectorAll<HTMLButtonElement>('[data-carousel="dots"] button')];
  const toggle = root.querySelector<HTMLButtonElement>('[data-carousel="autoplay"]');
  const fill = root.querySelector<HTMLElement>("[data-carousel-progress]");
  const labels = { pause: toggle?.dataset.pause ?? "", play: toggle?.dataset.play ?? "" };
  const reduced = matchMedia(REDUCED_MOTION);
  const animation = `home-carousel-progress ${interval}ms linear forwards`;

  // The other slides' pictures, held back until now so the first one loaded alone.
  for (const template of root.querySelectorAll<HTMLTemplateElement>("template[data-slide-picture]"))
    template.replaceWith(template.content.cloneNode(true));

  let index = 0;
  // null until the visitor presses pause or play: then their choice wins over the default.
  let choice: "play" | "pause" | null = null;
  let hovered = false;
  let focused = false;
  // Time left on the current slide, kept across pauses; a full interval for a new slide.
  let remaining = interval;
  let started = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const autoplay = () => (choice ? choice === "play" : !reduced.matches);
  const running = () => autoplay() && !hovered && !focused;

  const draw = () => {
    slides.forEach((slide, i) => {
      const active = i === index;
      slide.toggleAttribute("data-active", active);
      if (active) slide.removeAttribute("aria-hidden");
      else slide.setAttribute("aria-hidden", "true");
      slide.inert = !active;
    });
    dots.forEach((dot, i) => {
      if (i === index) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
    const on = autoplay();
    if (toggle) {
      toggle.setAttribute("aria-label", on ? labels.pause : labels.play);
      toggle.querySelector<HTMLElement>('[data-icon="pause"]')?.toggleAttribute("hidden", !on);
      toggle.querySelector<HTMLElement>('[data-icon="play"]')?.toggleAttribute("hidden", on);
    }
    live?.setAttribute("aria-live", running() ? "off" : "polite");
    if (fill) {
      fill.hidden = false;
      fill.style.opacity = on ? "" : "0";
      fill.style.animationPlayState = running() ? "running" : "paused";
    }
  };
  const hold = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    remaining = Math.max(0, remaining - (Date.now() - started));
  };
  const schedule = () => {
    if (!running()) return;
    started = Date.now();
    timer = setTimeout(() => show(index + 1), remaining);
  };
  /** After a change of hover, focus or choice: the same slide, its time kept. */
  const update = () => {
    hold();
    draw();
    schedule();
  };
  function show(slide: number) {
    hold();
    index = ((slide % count) + count) % count;
    remaining = interval;
    if (fill) {
      // A new slide restarts the bar: the animation is taken off, then given back.
      fill.style.animation = "none";
      void fill.offsetWidth;
      fill.style.animation = animation;
    }
    draw();
    schedule();
  }

  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest<HTMLButtonElement>("button");
    if (!button || !root.contains(button)) return;
    const dot = dots.indexOf(button);
    if (dot >= 0) show(dot);
    else if (button.dataset.carousel === "previous") show(index - 1);
    else if (button.dataset.carousel === "next") show(index + 1);
    else if (button === toggle) {
      choice = autoplay() ? "pause" : "play";
      update();
    }
  };
  const onEnter = () => {
    hovered = true;
    update();
  };
  const onLeave = () => {
    hovered = false;
    update();
  };
  // Only keyboard focus holds the slides: a click on an arrow should not stop them for good.
  const onFocusIn = (event: FocusEvent) => {
    focused = isFocusVisible(event.target as Element);
    update();
  };
  const onFocusOut = (event: FocusEvent) => {
    if (root.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    update();
  };
  // One signal takes every listener off again.
  const listening = new AbortController();
  const { signal } = listening;
  root.addEventListener("click", onClick, { signal });
  root.addEventListener("mouseenter", onEnter, { signal });
  root.addEventListener("mouseleave", onLeave, { signal });
  root.addEventListener("focusin", onFocusIn, { signal });
  root.addEventListener("focusout", onFocusOut, { signal });
  reduced.addEventListener("change", update, { signal });
  if (fill) fill.style.animation = animation;
  draw();
  schedule();
  return () => {
    hold();
    listening.abort();
  };
}
