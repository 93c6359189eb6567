import { redirect } from "react-router";
import type { Route } from "./+types/api.testimonials";
import { testimonialAction, fromThisSite } from "~/features/leads/index.server";
import { localizePath } from "~/i18n/locale";
import { getLocale } from "~/lib/locale.server";
import { CachePolicy } from "~/lib/http-cache";

/**
 * Testimonials posted from the home page's modal without JavaScript (with it, the page sends them
 * to /api/leads/testimonial): sent back to the home page with the outcome in the URL. A request
 * that does not ask for a page gets the action's answer as it is.
 */
export async function action(args: Route.ActionArgs) {
  // Another site's page posting here: refused before anything is stored or e-mailed.
  if (!(await fromThisSite(args.request)))
    return Response.json(
      { status: "error", fieldErrors: {} },
      { status: 403, headers: { "Cache-Control": CachePolicy.noStore } },
    );
  const response = await testimonialAction(args);
  const wantsPage =
    args.request.headers.get("accept")?.includes("text/html") &&
    !new URL(args.request.url).pathname.endsWith(".data");
  if (!wantsPage) return response;
  const outcome = response.init?.status && response.init.status >= 400 ? "error" : "sent";
  return redirect(
    `${localizePath("/", getLocale(args.request))}${localizePath("/", getLocale(args.request)).includes("?") ? "&" : "?"}testimonial=${outcome}#temoignages`,
    303,
  );
}

export function loader({ request }: Route.LoaderArgs) {
  return redirect(localizePath("/", getLocale(request)));
}
