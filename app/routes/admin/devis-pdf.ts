import { data } from "react-router";
import type { Route } from "./+types/devis-pdf";
import { requireStaff } from "~/features/auth/index.server";
import { devisCompany, getDevis, devisFileName, devisPdf } from "~/features/devis/index.server";
import { CachePolicy } from "~/lib/http-cache";
import { getRuntime } from "~/runtime/runtime.server";

/**
 * The PDF of any version: a draft's preview, drawn now; a sent version as the client has it
 * (stored when sent, or accepted). Staff only.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
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
