/**
 * The services a quote is asked for (docs/product/prices.md#option-lists), apart from the price
 * grid: the quote page's tab script reads a link's `?concept=` with this alone, so the page does
 * not load the grid's code before the reader starts on it.
 */
/** Concepts whose ids the services page's anchors and the quote form's `?concept=` use. */
export const CONCEPT_KEYS = [
  "nettoie-pro",
  "sante-pro",
  "eco-jardin",
  "natura-potager",
  "eco-event",
  "nettoie-event",
] as const;

export const SERVICE_TYPE_VALUES = [...CONCEPT_KEYS, "formation", "autre"] as const;
export type ServiceType = (typeof SERVICE_TYPE_VALUES)[number];

/** The service a value names (a link's `?concept=`), or undefined. */
export function serviceTypeOf(value: string | null | undefined): ServiceType | undefined {
  return (SERVICE_TYPE_VALUES as readonly string[]).includes(value ?? "")
    ? (value as ServiceType)
    : undefined;
}
