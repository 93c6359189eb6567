import { data, href, redirect } from "react-router";
import { figures } from "~/content/company";
import { formatUnitPrice, type PriceSection } from "~/content/pricing";
import { middlePrice } from "./money";
import { getLead } from "~/features/leads/index.server";
import { getSiteData } from "~/features/company/index.server";
import type { Locale } from "~/i18n/locale";
import type { AppRuntime } from "~/runtime/runtime.server";
import { acceptedBefore, devisReference, getDevis } from "./devis.server";
import { toDraft, type DevisDraft } from "./draft";
import { whatsappLink } from "./emails";
import { blankDraft, draftFromRequest } from "./prefill.server";
import { devisDelivery } from "./delivery.server";
import { clientLink } from "./send.server";
import { readDevisSettings } from "./settings.server";
import { devisForRequest, listVersions } from "./versions.server";

/**
 * What /admin/devis/new and /admin/devis/:id show: the editor, filled from a request, blank, or
 * from a stored draft; or, once sent, the devis with its link, WhatsApp share and versions.
 */
/** The grid as the line's select offers it, in the staff member's language. */
function gridChoices(grid: readonly PriceSection[], locale: Locale) {
  return grid.map((section) => ({
    title: section.title[locale].replace("{range}", "").trim(),
    items: section.items.map((item) => ({
      id: item.id,
      label: item.label[locale],
      // What choosing it fills in: the description in the devis's language, unit and price.
      labels: { fr: item.label.fr, en: item.label.en },
      unit: item.unit,
      middle: middlePrice(item.min, item.max),
      range: formatUnitPrice(item, locale),
      min: item.min,
      max: item.max,
    })),
  }));
}

export async function loadDevisPage(
  { database, config, transport }: AppRuntime,
  id: string | undefined,
  url: URL,
  locale: Locale,
) {
  const site = await getSiteData(database);
  const settings = await readDevisSettings(database);
  const editor = async (
    draft: DevisDraft,
    saved?: { id: string; reference: string; number: string },
    requestReference: string | null = saved && draft.requestId ? saved.number : null,
  ) => ({
    mode: "edit" as const,
    id: saved?.id ?? null,
    reference: saved?.reference ?? null,
    requestReference,
    draft,
    grid: gridChoices(site.prices, locale),
    vatRate: settings.vatRate,
    usualTerms: { fr: settings.paymentTermsFr, en: settings.paymentTermsEn },
    discountPercent: figures.firstOrderDiscountPercent,
    // Offered when the client accepted no devis before (the check is repeated at each save).
    discountOffered: !(await acceptedBefore(
      database,
      { email: draft.clientEmail, phone: draft.clientPhone },
      saved?.number,
    )),
  });
  if (!id) {
    const requestId = url.searchParams.get("request");
    if (!requestId) return editor(blankDraft(settings));
    const existing = await devisForRequest(database, requestId);
    if (existing) throw redirect(href("/admin/devis/:id", { id: existing.id }));
    const lead = await getLead(database, "quote", requestId);
    if (!lead) throw data(null, { status: 404 });
    const { type: _, ...row } = lead;
    const first = !(await acceptedBefore(database, { email: row.email, phone: row.phone }));
    return editor(draftFromRequest(row, site.prices, settings, first), undefined, row.reference);
  }
  const found = await getDevis(database, id);
  if (!found) throw data(null, { status: 404 });
  const { devis, lines } = found;
  const reference = devisReference(devis);
  if (devis.status === "draft")
    return editor(toDraft(devis, lines), { id, reference, number: devis.number });
  const keys = { secret: config.AUTH_SECRET, publicUrl: config.PUBLIC_URL };
  const link = clientLink(devis, keys);
  const versions = await listVersions(database, devis.number);
  const { token_hash: _hash, token_sealed: _sealed, ...shown } = devis;
  return {
    mode: "view" as const,
    id,
    reference,
    devis: shown,
    lines,
    link: link ?? null,
    whatsapp: link ? whatsappLink(devis, reference, link, site.company) : null,
    delivery: await devisDelivery(database, transport, id),
    versions: versions.map((v) => ({
      ...v,
      reference: devisReference({ number: devis.number, version: v.version }),
    })),
  };
}
