// The content model of the pages the company edits: their fields, initial content, and what is
// published.
// The entry the rest of the app imports (safe in the browser; the server side is index.server.ts).
export { check, type DocumentProblems } from "./check";
export {
  emptyFields,
  emptyValue,
  type Field,
  type Fields,
  ICON_NAMES,
  KEY_FIGURE_UNITS,
  type LinkValue,
  type ListItem,
  type PageDocument,
  type PictureValue,
  type Words,
} from "~/content/fields";
export { parsePriceText, priceValueText, readPriceValue, type PriceValue } from "./price-text";
export { isPageKey, PAGE_KEYS, type PageKey, PAGES } from "./registry";
export {
  fillAllTokens,
  fillTokens,
  tokenChoices,
  unknownTokens,
  type KnownTokens,
  type TokenSources,
} from "./tokens";
