import {
  FREQUENCY_VALUES,
  estimatePrice,
  formatAmount,
  findPriceItem,
  formatFcfa,
  priceItems,
  UNIT_LABELS,
  type Frequency,
  type PriceEstimate,
  type PriceItem,
  type PriceSection,
} from "~/content/pricing";
import { serviceTypeOf, type ServiceType } from "~/content/service-types";
import type { Locale } from "~/i18n/locale";
import { queryText } from "~/lib/clean-text";
import { numberFormat } from "~/i18n/formats";

/** What the visitor chose in the instant estimate (raw input, as typed). */
export type EstimateInput = { item: string; quantity: string; frequency: Frequency };

export const DEFAULT_ESTIMATE_ITEM = "zone1";

/** The price-grid line a concept's `?concept=` link starts the estimator on, when not a cleaning zone. */
const CONCEPT_ESTIMATE_ITEMS: Partial<Record<string, string>> = {
  "eco-jardin": "maintenance",
  "natura-potager": "creation-follow",
};

/** `?concept=` pre-selects the service type if it names one (docs/product/forms.md#quote-form). */
export function conceptFromUrl(url: URL): ServiceType | undefined {
  return serviceTypeOf(url.searchParams.get("concept"));
}

/**
 * The estimator's starting values from `?item=&qty=&freq=`: the estimator is also a plain GET
 * form, so it computes on the server for visitors without JavaScript (and a link can share it).
 */
export function estimateFromUrl(url: URL, grid: readonly PriceSection[]): EstimateInput {
  const item = url.searchParams.get("item") ?? "";
  const frequency = url.searchParams.get("freq") ?? "";
  // A concept's link opens the estimator on that concept's own line (a garden, not an office).
  const conceptItem = CONCEPT_ESTIMATE_ITEMS[conceptFromUrl(url) ?? ""];
  const fallback =
    (conceptItem && findPriceItem(grid, conceptItem)?.id) ??
    findPriceItem(grid, DEFAULT_ESTIMATE_ITEM)?.id ??
    priceItems(grid)[0]?.id ??
    "";
  return {
    item: findPriceItem(grid, item) ? item : fallback,
    quantity: queryText(url, "qty", 12),
    frequency: (FREQUENCY_VALUES as readonly string[]).includes(frequency)
      ? (frequency as Frequency)
      : "ponctuel",
  };
}

/** A positive quantity (comma or dot decimals), or undefined. */
export function parseQuantity(raw: string): number | undefined {
  const n = Number(raw.trim().replace(",", "."));
  return raw.trim() && Number.isFinite(n) && n > 0 && n <= 1_000_000 ? n : undefined;
}

export type Estimate = { item: PriceItem; quantity: number; price: PriceEstimate };

/** The estimate for the current input, or undefined until an item and a quantity are valid. */
export function computeEstimate(
  input: EstimateInput,
  grid: readonly PriceSection[],
): Estimate | undefined {
  const item = findPriceItem(grid, input.item);
  const quantity = parseQuantity(input.quantity);
  if (!item || quantity === undefined) return undefined;
  return {
    item,
    quantity,
    price: estimatePrice({ item, quantity, frequency: input.frequency }),
  };
}

/** "100 m²", "3 litres". */
export function formatQuantity(quantity: number, item: PriceItem, locale: Locale): string {
  return `${numberFormat(locale, { maximumFractionDigits: 2 }).format(quantity)}\u00a0${UNIT_LABELS[item.unit].short[locale]}`;
}

/** "20 000 – 30 000 FCFA", or one amount when the range is a single price. */
export function formatEstimateRange(min: number, max: number, locale: Locale): string {
  return min === max
    ? formatFcfa(min, locale)
    : `${formatAmount(min, locale)} – ${formatFcfa(max, locale)}`;
}
