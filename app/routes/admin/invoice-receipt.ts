import { data } from "react-router";
import type { Route } from "./+types/invoice-receipt";
import { screenRole, staffUser } from "~/features/auth/index.server";
import { receiptFileName, receiptPdf } from "~/features/invoices/index.server";
import { CachePolicy } from "~/lib/http-cache";
import { getRuntime } from "~/runtime/runtime.server";

/** Who may use this address: it sits beside the admin layout, so it states its own role. */
export const middleware: Route.MiddlewareFunction[] = [screenRole("staff")];

/** A payment's receipt, drawn from the stored payments up to it. Staff only. */
export async function loader({ params, context }: Route.LoaderArgs) {
  staffUser(context);
  const { database } = await getRuntime();
  const found = await receiptPdf(database, params.id, params.payment);
  if (!found) throw data(null, { status: 404 });
  return new Response(new Uint8Array(found.pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${receiptFileName(found.file.invoice.number, found.payment.paid_on)}"`,
      "Cache-Control": CachePolicy.noStore,
    },
  });
}
