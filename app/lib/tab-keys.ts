/**
 * The keys of WAI-ARIA tabs with automatic activation: from the tab at `index` of `count`, which
 * one a key selects (arrows wrap around; Home and End go to the ends). Shared by the page scripts
 * that switch tabs without React.
 */
export const TAB_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};
