import { data, type HeadersFunction, type RouterContextProvider } from "react-router";
import { postedForm } from "~/features/forms/index.server";
import { getLocale } from "~/lib/locale.server";
import { clientIpContext } from "~/lib/contexts";
import { CachePolicy } from "~/lib/http-cache";
import type { LeadKind } from "./lead-kind";
import { submitLead } from "./leads.server";

interface ActionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/**
 * The action behind each lead form. Works for a plain POST (the page re-renders with the result)
 * and for the page's own call to /api/leads/:kind (no reload). A body that is not a form gets a 4xx, never a 5xx.
 */
export function leadAction(kind: LeadKind) {
  return async ({ request, context }: ActionArgs) => {
    const locale = getLocale(request);
    const { result, httpStatus } = await submitLead({
      kind,
      formData: await postedForm(request),
      request,
      locale,
      clientIp: context.get(clientIpContext),
    });
    return data(result, {
      status: httpStatus,
      headers:
        httpStatus === 429
          ? { "Retry-After": "600" }
          : httpStatus === 503
            ? { "Retry-After": "10" }
            : undefined,
    });
  };
}

export const contactAction = leadAction("contact");
export const quoteAction = leadAction("quote");
export const testimonialAction = leadAction("testimonial");

/**
 * A form page's response headers. Each visit gets its own form token and start time (the form's
 * guards), so the page is never served from the shared page cache nor kept by a proxy
 * (docs/decisions/017-page-cache.md). On a plain POST, React Router only sends the action's
 * headers when the route passes them on — here Retry-After, for a rate-limited or busy answer.
 */
export const leadHeaders: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers({ "Cache-Control": CachePolicy.privatePage });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
