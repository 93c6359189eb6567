/**
 * The y axis of the weekly chart: a top value and round steps (1, 2, 5, 10, 20, 50…) so that
 * four or five grid lines cover the busiest week.
 */
export function chartScale(max: number): { top: number; step: number } {
  if (max <= 0) return { top: 4, step: 1 };
  for (let magnitude = 1; ; magnitude *= 10)
    for (const base of [1, 2, 5]) {
      const step = base * magnitude;
      if (max / step <= 4) return { top: Math.ceil(max / step) * step, step };
    }
}
