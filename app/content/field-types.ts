/**
 * The two shapes a page's fields give its content: as stored (both languages, what the admin
 * edits and the seed writes) and as shown (one language, what the page's components read). Both
 * are derived from the fields, so a field added to a page is typed everywhere at once.
 */
import type { ImageRef, IconName, LinkButton } from "./base-types";
import type { Fields, KeyFigureUnit, LinesValue, LinkValue, PictureValue, Words } from "./fields";

/** A product's indicative price: an amount, a range, or none. */
export type PriceValue = number | { min: number; max: number } | null;

export type Stored<F extends Fields> = { [K in keyof F]: StoredValue<F[K]> };

type StoredValue<F> = F extends { kind: "text" | "rich" }
  ? Words
  : F extends { kind: "lines" }
    ? LinesValue
    : F extends { kind: "link" }
      ? LinkValue
      : F extends { kind: "picture" }
        ? PictureValue
        : F extends { kind: "number" }
          ? number
          : F extends { kind: "amount" }
            ? PriceValue
            : F extends { kind: "icon" }
              ? IconName
              : F extends { kind: "unit" }
                ? KeyFigureUnit
                : F extends { kind: "figure" | "priceItem" }
                  ? string
                  : F extends { kind: "group"; fields: infer G extends Fields }
                    ? Stored<G>
                    : F extends { kind: "list"; item: infer I extends Fields }
                      ? ({ key: string } & Stored<I>)[]
                      : never;

export type Shown<F extends Fields> = { [K in keyof F]: ShownValue<F[K]> };

/** A price-grid line a product follows: its id (for the quote link) and its price as read. */
export type ShownPriceItem = { id: string; text: string };

type ShownValue<F> = F extends { kind: "text" | "rich" }
  ? string
  : F extends { kind: "lines" }
    ? string[]
    : F extends { kind: "link" }
      ? LinkButton
      : F extends { kind: "picture" }
        ? ImageRef
        : F extends { kind: "number" }
          ? number
          : F extends { kind: "amount" }
            ? string | null
            : F extends { kind: "icon" }
              ? IconName
              : F extends { kind: "unit" }
                ? KeyFigureUnit
                : F extends { kind: "figure" }
                  ? string | null
                  : F extends { kind: "priceItem" }
                    ? ShownPriceItem | null
                    : F extends { kind: "group"; fields: infer G extends Fields }
                      ? Shown<G>
                      : F extends { kind: "list"; item: infer I extends Fields }
                        ? (Shown<I> & { id: ListKey<F> })[]
                        : never;

/** The id of a list's items: one of its fixed keys (the six concepts), or any string. */
type ListKey<F> = F extends { fixedKeys?: readonly (infer K)[] }
  ? string extends K
    ? string
    : K
  : string;
