import { useEffect, useState } from "react";
import type { PriceSection } from "~/content/pricing";
import type { QuoteContent } from "~/content/types";
import type { EstimateInput } from "~/features/leads";
import type { Locale } from "~/i18n/locale";
import { island, wakeIsland } from "~/islands";
import { setEstimate } from "./estimate-store";
import { Estimator } from "./estimator";

type Props = {
  content: QuoteContent;
  locale: Locale;
  grid: readonly PriceSection[];
  initial: EstimateInput;
  formHref: string;
};

/** The estimator, telling the form (another island) each change through the estimate store. */
function EstimatorPart({ initial, ...props }: Props) {
  const [value, setValue] = useState(initial);
  // Leaving the page (a client-side navigation, outside documents with islands) forgets it.
  useEffect(() => () => setEstimate(undefined), []);
  const onChange = (next: EstimateInput) => {
    setValue(next);
    setEstimate(next);
    // The form (in its tab) shows the estimate it will send: it must show this one, not the
    // page's first, even if the reader has not touched it yet.
    wakeIsland("sections/quote/quote-form");
  };
  return <Estimator {...props} value={value} onChange={onChange} />;
}

// It wakes on the reader's first touch or focus in it, and adopts the choices already made.
export default island("sections/quote/estimator", EstimatorPart, "interaction");
