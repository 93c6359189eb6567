import type { Route } from "./+types/leads-export";
import { screenRole, staffUser } from "~/features/auth/index.server";
import { exportLeadsCsv } from "~/features/leads/index.server";
import { leadFiltersFromUrl } from "~/features/leads";
import { getSiteData } from "~/features/company/index.server";
import { getLocale } from "~/lib/locale.server";
import { CachePolicy } from "~/lib/http-cache";
import { getRuntime } from "~/runtime/runtime.server";

/** Who may use this address: it sits beside the admin layout, so it states its own role. */
export const middleware: Route.MiddlewareFunction[] = [screenRole("staff")];

/**
 * The inbox, with the same filters, as a CSV file in the staff member's language: every
 * matching lead, written while it downloads. `X-Row-Count` says how many leads it holds.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = staffUser(context);
  const { database } = await getRuntime();
  const locale = getLocale(request);
  const { prices } = await getSiteData(database);
  const filters = leadFiltersFromUrl(new URL(request.url), user.id);
  const { rows, body } = await exportLeadsCsv(database, filters, prices, locale);
  const date = new Date().toISOString().slice(0, 10);
  const name = locale === "fr" ? `demandes-${date}.csv` : `leads-${date}.csv`;
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": CachePolicy.noStore,
      "X-Row-Count": String(rows),
    },
  });
}
