import type { Route } from "./+types/leads-export";
import { requireStaff } from "~/features/auth/guards.server";
import { toCsv } from "~/features/leads/csv";
import { getLead, listLeads } from "~/features/leads/inbox.server";
import { leadFiltersFromUrl } from "~/features/leads/lead-filters";
import { CachePolicy } from "~/lib/http-cache";
import { getRuntime } from "~/runtime/runtime.server";

const HEADERS = [
  "Type",
  "Référence",
  "Date",
  "Statut",
  "Prénom",
  "Nom",
  "E-mail",
  "Téléphone",
  "Entreprise",
  "Service",
  "Surface",
  "Fréquence",
  "Budget",
  "Urgence",
  "Sujet",
  "Message / besoins",
  "Estimation min (FCFA)",
  "Estimation max (FCFA)",
  "Langue",
  "Page",
  "Provenance",
  "Campagne",
];

/** The inbox, with the same filters, as a CSV file (French headers, opens in Excel). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const { database } = await getRuntime();
  const { rows } = await listLeads(database, {
    ...leadFiltersFromUrl(new URL(request.url)),
    limit: 10_000,
  });
  const full = await Promise.all(rows.map((r) => getLead(database, r.type, r.id)));
  const lines = full.flatMap((lead) => {
    if (!lead) return [];
    const common = [
      lead.created_at,
      lead.status,
      lead.first_name,
      lead.last_name,
      lead.email,
      lead.phone,
      lead.company,
    ];
    const origin = [
      lead.locale,
      lead.source_page,
      lead.referrer,
      [lead.utm_source, lead.utm_campaign].filter(Boolean).join(" / "),
    ];
    return lead.type === "quote"
      ? [
          [
            "Devis",
            lead.reference,
            ...common,
            lead.service_type,
            lead.area,
            lead.frequency,
            lead.budget,
            lead.urgency,
            "",
            lead.description,
            lead.estimate?.min ?? "",
            lead.estimate?.max ?? "",
            ...origin,
          ],
        ]
      : [
          [
            "Contact",
            "",
            ...common,
            lead.service,
            "",
            "",
            "",
            lead.urgency,
            lead.subject,
            lead.message,
            "",
            "",
            ...origin,
          ],
        ];
  });
  const date = new Date().toISOString().slice(0, 10);
  return new Response(toCsv(HEADERS, lines), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="demandes-${date}.csv"`,
      "Cache-Control": CachePolicy.noStore,
    },
  });
}
