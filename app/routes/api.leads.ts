import { CachePolicy } from "~/lib/http-cache";
import type { Route } from "./+types/api.leads";
import { leadAction, fromThisSite } from "~/features/leads/index.server";
import { isLeadKind } from "~/features/leads";

/**
 * The lead forms' submissions kept on a device while it was offline, sent again by the page or
 * the service worker (docs/decisions/020-offline-forms.md). The same path as each form's own
 * action — guards, validation, idempotency on the form's token — answered as JSON with the same
 * status, so a worker can read it without React Router.
 */
export async function action(args: Route.ActionArgs) {
  const refuse = (status: number) =>
    Response.json({ status: "error", fieldErrors: {} }, { status, headers: NO_STORE });
  const { kind } = args.params;
  if (!isLeadKind(kind)) return refuse(404);
  if (!(await fromThisSite(args.request))) return refuse(403);
  const answer = await leadAction(kind)(args);
  const headers = new Headers(NO_STORE);
  const retryAfter = new Headers(answer.init?.headers).get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return Response.json(answer.data, { status: answer.init?.status ?? 200, headers });
}

const NO_STORE = { "Cache-Control": CachePolicy.noStore };
