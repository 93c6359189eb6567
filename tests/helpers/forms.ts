/** The Origin a browser on the site sends (PUBLIC_URL's host is allowed by the action check). */
export const SITE_ORIGIN = "http://localhost:3000";

/** Hidden fields of a form rendered `ageMs` ago with a fresh token. */
export function guardFields(token = crypto.randomUUID(), ageMs = 10_000): Record<string, string> {
  return { _token: token, _started: String(Date.now() - ageMs), website: "" };
}

/**
 * POSTs a form the way a browser without JavaScript does (urlencoded, Accept: text/html), or the
 * way React Router's fetcher does (`.data` URL) when `asFetcher` is set.
 */
export async function postForm(
  baseUrl: string,
  path: string,
  fields: Record<string, string> | URLSearchParams,
  {
    asFetcher = false,
    headers = {},
  }: { asFetcher?: boolean; headers?: Record<string, string> } = {},
) {
  const url = asFetcher ? `${baseUrl}${path.replace(/(\?|$)/, ".data$1")}` : `${baseUrl}${path}`;
  return fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: {
      origin: SITE_ORIGIN,
      "content-type": "application/x-www-form-urlencoded",
      accept: asFetcher ? "*/*" : "text/html",
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}
