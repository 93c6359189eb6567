import { data } from "react-router";
import type { Route } from "./+types/invoice-document";
import { screenRole, staffUser } from "~/features/auth/index.server";
import { documentFileName, invoiceDocument } from "~/features/invoices/index.server";
import { CachePolicy } from "~/lib/http-cache";
import { getRuntime } from "~/runtime/runtime.server";

/** Who may use this address: it sits beside the admin layout, so it states its own role. */
export const middleware: Route.MiddlewareFunction[] = [screenRole("staff")];

/** An invoice's PDF, or one of its credit notes', as stored at issue. Staff only. */
export async function loader({ params, context }: Route.LoaderArgs) {
  staffUser(context);
  const { database } = await getRuntime();
  const found = await invoiceDocument(database, params.id, params.document);
  if (!found) throw data(null, { status: 404 });
  return new Response(new Uint8Array(found.pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${documentFileName(found.number)}"`,
      "Cache-Control": CachePolicy.noStore,
    },
  });
}
