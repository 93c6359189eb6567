import { options } from "preact";

/**
 * Preact runs effects after the next animation frame; React runs them in a task right after the
 * commit, through a message channel. Frames stop in a background tab, and a page's effects (the
 * hydration mark, carousels, the offline queue) should not wait for the tab to be shown: effects
 * follow React's timing here.
 */
export function runEffectsAfterCommit() {
  const channel = new MessageChannel();
  const waiting: Array<() => void> = [];
  channel.port1.onmessage = () => {
    for (const callback of waiting.splice(0)) callback();
  };
  options.requestAnimationFrame = (callback: () => void) => {
    waiting.push(callback);
    if (waiting.length === 1) channel.port2.postMessage(null);
  };
}
