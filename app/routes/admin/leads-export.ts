import type { Route } from "./+types/leads-export";
import { requireStaff } from "~/features/auth/index.server";
import { exportLeads } from "~/features/leads/index.server";
import { leadFiltersFromUrl, leadsCsv } from "~/features/leads";
import { getSiteData } from "~/features/company/index.server";
import { getLocale } from "~/lib/locale.server";
import { CachePolicy } from "~/lib/http-cache";
import { getRuntime } from "~/runtime/runtime.server";

/** The inbox, with the same filters, as a CSV file in the staff member's language. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const { database } = await getRuntime();
  const locale = getLocale(request);
  const leads = await exportLeads(database, leadFiltersFromUrl(new URL(request.url), user.id));
  const { prices } = await getSiteData(database);
  const date = new Date().toISOString().slice(0, 10);
  const name = locale === "fr" ? `demandes-${date}.csv` : `leads-${date}.csv`;
  return new Response(leadsCsv(leads, prices, locale), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": CachePolicy.noStore,
    },
  });
}
