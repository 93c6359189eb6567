import type { Route } from "./+types/api.leads";
import { leadAction } from "~/features/leads/actions.server";
import type { LeadKind } from "~/features/leads/leads.server";

const KINDS: readonly LeadKind[] = ["contact", "quote", "testimonial"];

/**
 * The lead forms' submissions kept on a device while it was offline, sent again by the page or
 * the service worker (docs/decisions/020-offline-forms.md). The same path as each form's own
 * action — guards, validation, idempotency on the form's token — answered as JSON with the same
 * status, so a worker can read it without React Router.
 */
export async function action(args: Route.ActionArgs) {
  const kind = KINDS.find((k) => k === args.params.kind);
  if (!kind) return Response.json({ status: "error", fieldErrors: {} }, { status: 404 });
  const answer = await leadAction(kind)(args);
  const headers = new Headers({ "Cache-Control": "no-store" });
  const retryAfter = new Headers(answer.init?.headers).get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return Response.json(answer.data, { status: answer.init?.status ?? 200, headers });
}
