import { data, href, redirect } from "react-router";
import type { Route } from "./+types/invoice-reminders";
import { setRemindersOff } from "~/features/accounting/index.server";
import { screenRole, staffUser } from "~/features/auth/index.server";
import { postedForm } from "~/features/forms";
import { localizePath } from "~/i18n/locale";
import { getLocale } from "~/lib/locale.server";
import { getRuntime } from "~/runtime/runtime.server";

/** Who may use this address: it sits beside the admin layout, so it states its own role. */
export const middleware: Route.MiddlewareFunction[] = [screenRole("editor")];

/** Turns the invoice's client's reminders off (`off=1`) or on again, then back to the invoice. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = staffUser(context);
  const { database } = await getRuntime();
  const form = await postedForm(request);
  const off = form?.get("off");
  if (off !== "0" && off !== "1") throw data({ error: "INVALID" }, { status: 400 });
  const invoice = await database.db
    .selectFrom("invoices")
    .select("client_email")
    .where("id", "=", params.id)
    .executeTakeFirst();
  if (!invoice) throw data({ error: "NOT_FOUND" }, { status: 404 });
  await setRemindersOff(database, invoice.client_email, off === "1", user.id);
  const back = href("/admin/invoices/:id", { id: params.id });
  throw redirect(localizePath(back, getLocale(request)), { status: 303 });
}
