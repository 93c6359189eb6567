import type { Route } from "./+types/accounting-export";
import { readBookPeriod, UnbalancedDocument } from "~/features/accounting";
import { periodJournal, periodList } from "~/features/accounting/index.server";
import { screenRole, staffUser } from "~/features/auth/index.server";
import { fillTemplate } from "~/i18n/template";
import { adminWords, words } from "~/i18n/words/admin";
import { CachePolicy } from "~/lib/http-cache";
import { getLocale } from "~/lib/locale.server";
import { getRuntime } from "~/runtime/runtime.server";

/** Who may use this address: it sits beside the admin layout, so it states its own role. */
export const middleware: Route.MiddlewareFunction[] = [screenRole("admin")];

/**
 * The accountant's files for a period, in the administrator's language: `?what=journal`, the
 * SYSCOHADA journal; `?what=list`, the invoices, credit notes and payments one line each.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  staffUser(context);
  const locale = getLocale(request);
  const t = words(locale, adminWords);
  const url = new URL(request.url);
  const period = readBookPeriod(url);
  const what = url.searchParams.get("what") === "list" ? "list" : "journal";
  const refuse = (text: string) =>
    new Response(text, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  if (!period) throw refuse(t.accounting.badPeriod);
  const { database } = await getRuntime();
  let csv: string;
  try {
    csv =
      what === "journal"
        ? (await periodJournal(database, period, locale)).csv
        : (await periodList(database, period, locale, (m) => t.invoices.methods[m])).csv;
  } catch (error) {
    if (error instanceof UnbalancedDocument)
      throw refuse(fillTemplate(t.accounting.unbalanced, { number: error.message }));
    throw error;
  }
  const stem =
    locale === "fr"
      ? what === "journal"
        ? "journal"
        : "factures"
      : what === "journal"
        ? "journal"
        : "invoices";
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${stem}-${period.from}-${period.to}.csv"`,
      "Cache-Control": CachePolicy.noStore,
    },
  });
}
