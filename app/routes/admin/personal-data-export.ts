import { CachePolicy } from "~/lib/http-cache";
import { data } from "react-router";
import type { Route } from "./+types/personal-data-export";
import { audit, screenRole, staffUser } from "~/features/auth/index.server";
import {
  countRows,
  exportDocument,
  findPersonalData,
  parsePersonKey,
} from "~/features/privacy/index.server";
import { getRuntime } from "~/runtime/runtime.server";

/** Who may use this address: it sits beside the admin layout, so it states its own role. */
export const middleware: Route.MiddlewareFunction[] = [screenRole("admin")];

/**
 * Everything stored about one e-mail address or phone number, as a JSON file to hand to the
 * person who asked (docs/product/privacy.md#on-request). Administrators only; audited by counts.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = staffUser(context);
  const key = parsePersonKey(new URL(request.url).searchParams.get("q"));
  if (!key) throw data({ error: "INVALID_PERSON" }, { status: 400 });
  const { database } = await getRuntime();
  const found = await findPersonalData(database, key);
  await audit(user, "privacy.export", undefined, countRows(found));
  const date = new Date().toISOString().slice(0, 10);
  return new Response(JSON.stringify(exportDocument(key, found), null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="donnees-personnelles-${date}.json"`,
      "Cache-Control": CachePolicy.noStore,
    },
  });
}
