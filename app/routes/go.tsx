import { data, redirect } from "react-router";
import type { Route } from "./+types/go";
import { findCampaignLink } from "~/features/visits/index.server";
import { landingOf } from "~/features/visits";
import { getRuntime } from "~/runtime/runtime.server";

/**
 * A campaign link (`/go/flyer-marche`, made in the admin's visits): sent on to its page with the
 * campaign's tags, which count the visit under it. Never cached: a removed link stops at once.
 * Any other short address is the site's 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const { database } = await getRuntime();
  const link = await findCampaignLink(database.db, params.slug.toLowerCase());
  if (!link) return data(null, { status: 404 });
  return redirect(landingOf(link), { status: 302, headers: { "Cache-Control": "no-store" } });
}

export { default, handle, meta } from "./not-found";
