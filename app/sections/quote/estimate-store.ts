import { useSyncExternalStore } from "react";
import type { EstimateInput } from "~/features/leads";

/**
 * The estimate the visitor is making in the price-grid tab. The estimator and the form are
 * separate islands (each its own React root), so the form follows it through this store.
 */
let current: EstimateInput | undefined;
const listeners = new Set<() => void>();

export function setEstimate(value: EstimateInput | undefined) {
  current = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The estimate being made, or `initial` (the address's) until the estimator changes it. */
export function useEstimate(initial: EstimateInput): EstimateInput {
  return useSyncExternalStore(
    subscribe,
    () => current ?? initial,
    () => initial,
  );
}
