import type { Selectable } from "kysely";
import { findPriceItem, type PriceSection } from "~/content/pricing";
import type { QuoteRequestsTable } from "~/db/schema";
import { leadWord, type StoredEstimate } from "~/features/leads";
import type { Locale } from "~/i18n/locale";
import { addDays, lomeDay } from "./days";
import { emptyLine, type DevisDraft, type DraftLine } from "./draft";
import { middlePrice, parseQuantity, quantityInput } from "./money";
import type { DevisSettings } from "./settings.server";

/** A devis made without a request (a phone enquiry): the usual terms, one empty line. */
export function blankDraft(settings: DevisSettings, locale: Locale = "fr", now = new Date()) {
  return {
    requestId: "",
    locale,
    clientName: "",
    clientCompany: "",
    clientEmail: "",
    clientPhone: "",
    clientAddress: "",
    discount: false,
    vat: settings.vatEnabled,
    validUntil: addDays(lomeDay(now), settings.validityDays),
    paymentTerms: locale === "en" ? settings.paymentTermsEn : settings.paymentTermsFr,
    note: "",
    lines: [emptyLine()],
  } satisfies DevisDraft;
}

/** The surface a visitor typed ("120", "120 m²", "about 80") as a quantity, if it reads as one. */
function surface(area: string | null): string | undefined {
  const figure = /\d[\d\s\u00a0\u202f]*(?:[.,]\d{1,2})?/.exec(area ?? "")?.[0];
  return figure && parseQuantity(figure) ? figure.replace(/\s|\u00a0|\u202f/g, "") : undefined;
}

/**
 * A devis started from a quote request: the client and their language, and first lines from
 * what they asked. The instant estimate they saw gives its grid line and quantity; otherwise
 * the service they chose, on their surface when they gave one. The discount is offered when
 * this client never accepted a devis (`firstOrder`).
 */
export function draftFromRequest(
  request: Selectable<QuoteRequestsTable>,
  grid: readonly PriceSection[],
  settings: DevisSettings,
  firstOrder: boolean,
  now = new Date(),
): DevisDraft {
  const locale: Locale = request.locale === "en" ? "en" : "fr";
  const lines: DraftLine[] = [];
  const estimate = request.estimate ? (JSON.parse(request.estimate) as StoredEstimate) : null;
  const item = estimate && findPriceItem(grid, estimate.item);
  const quantity = (typed: string) => {
    const hundredths = parseQuantity(typed);
    return hundredths ? quantityInput(hundredths, locale) : "";
  };
  if (estimate && item)
    lines.push({
      item: item.id,
      label: item.label[locale],
      unit: item.unit,
      quantity: quantity(String(estimate.quantity)),
      price: String(middlePrice(item.min, item.max)),
    });
  else {
    const area = surface(request.area);
    lines.push({
      item: "",
      label: leadWord("service", request.service_type, locale) ?? "",
      unit: area ? "m2" : "unit",
      quantity: quantity(area ?? "1"),
      price: "",
    });
  }
  return {
    ...blankDraft(settings, locale, now),
    requestId: request.id,
    clientName: `${request.first_name} ${request.last_name}`.trim(),
    clientCompany: request.company ?? "",
    clientEmail: request.email,
    clientPhone: request.phone,
    discount: firstOrder,
    lines,
  };
}
