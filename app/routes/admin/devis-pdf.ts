import { data } from "react-router";
import type { Route } from "./+types/devis-pdf";
import { screenRole, staffUser } from "~/features/auth/index.server";
import { devisCompany, getDevis, devisFileName, devisPdf } from "~/features/devis/index.server";
import { CachePolicy } from "~/lib/http-cache";
import { getRuntime } from "~/runtime/runtime.server";

/** Who may use this address: it sits beside the admin layout, so it states its own role. */
export const middleware: Route.MiddlewareFunction[] = [screenRole("staff")];

/**
 * The PDF of any version: a draft's preview, drawn now; a sent version as the client has it
 * (stored when sent, or accepted). Staff only.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  staffUser(context);
  const { database } = await getRuntime();
  const found = await getDevis(database, params.id);
  if (!found) throw data(null, { status: 404 });
  const pdf = await devisPdf(database, found, await devisCompany(database));
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${devisFileName(found.devis)}"`,
      "Cache-Control": CachePolicy.noStore,
    },
  });
}
