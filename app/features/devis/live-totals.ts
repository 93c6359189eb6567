import type { DevisDraft } from "./draft";
import { devisTotals, lineTotal, parseAmount, parseQuantity, type DevisTotals } from "./money";

/**
 * A draft's amounts as the editor shows them while the staff member types: the same rules and
 * the same whole-number arithmetic as the server's check (validate.server.ts), so the figure on
 * the screen is the one the saved devis will carry. A line left blank counts nothing; a line
 * whose quantity or price cannot be read counts nothing until it can (the server refuses it).
 * `middles` gives a grid item's middle price, which an empty price stands for.
 */
export function liveTotals(
  draft: DevisDraft,
  middles: ReadonlyMap<string, number>,
  discountPercent: number,
  vatRate: number,
): DevisTotals {
  const lineTotals = draft.lines.map((line) => {
    const quantity = parseQuantity(line.quantity);
    const typed = line.price.trim();
    const price = typed ? parseAmount(typed) : middles.get(line.item);
    return quantity && price !== undefined ? lineTotal(quantity, price) : 0;
  });
  return devisTotals(lineTotals, draft.discount ? discountPercent : 0, draft.vat ? vatRate : 0);
}
