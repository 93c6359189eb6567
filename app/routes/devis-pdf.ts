import type { Route } from "./+types/devis-pdf";
import { devisCompany, findByToken, devisFileName, devisPdf } from "~/features/devis/index.server";
import { CachePolicy } from "~/lib/http-cache";
import { getRuntime } from "~/runtime/runtime.server";
import { notFound } from "./devis.server";

/** The client's PDF behind the same private link as the page, as stored (never drawn again). */
export async function loader({ params }: Route.LoaderArgs) {
  const { database } = await getRuntime();
  const found = await findByToken(database, params.token);
  if (!found || found.devis.status === "draft") notFound();
  const pdf = await devisPdf(database, found, await devisCompany(database));
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${devisFileName(found.devis)}"`,
      "Cache-Control": CachePolicy.noStore,
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
