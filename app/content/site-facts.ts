import { DEFAULT_COMPANY, type CompanyIdentity } from "./company";
import { DEFAULT_LEGAL_FACTS, type LegalFacts } from "./legal-facts";
import {
  DEFAULT_PRICE_SECTIONS,
  findPriceItem,
  type PriceItem,
  type PriceSection,
} from "./pricing";

/**
 * What the copy of a page is built from besides its words: the company's identity and the price
 * grid, both edited in the admin. Content modules are functions of these facts, so an edit shows
 * on the next page view without a rebuild.
 */
export interface SiteFacts {
  company: CompanyIdentity;
  /** A grid item the copy quotes ("from 15 000 FCFA"); see QUOTED_PRICE_IDS. */
  price: (id: QuotedPriceId) => PriceItem;
  /** Retention period, publisher and host, for the legal notice and the privacy page. */
  legal: LegalFacts;
}

/** Grid items quoted in page copy: the admin keeps them (their price may change, not vanish). */
export const QUOTED_PRICE_IDS = ["bins", "detergent", "zone4", "maintenance"] as const;
export type QuotedPriceId = (typeof QUOTED_PRICE_IDS)[number];

export function siteFacts(
  company: CompanyIdentity,
  sections: readonly PriceSection[],
  legal: LegalFacts = DEFAULT_LEGAL_FACTS,
): SiteFacts {
  return {
    company,
    legal,
    // NOTE: the initial figure stands in only if the row was removed outside the admin.
    price: (id) => findPriceItem(sections, id) ?? findPriceItem(DEFAULT_PRICE_SECTIONS, id)!,
  };
}

/** The initial content's facts (tests, and pages rendered before the database answers). */
export const DEFAULT_FACTS: SiteFacts = siteFacts(DEFAULT_COMPANY, DEFAULT_PRICE_SECTIONS);
