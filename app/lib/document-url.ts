/**
 * The address of the page a request is for. When the browser moves between pages, React Router
 * asks for `/services.data?_routes=…` instead of `/services`; any address built from the raw
 * request (a redirect, a canonical link, a `redirectTo`) must drop those details, or the visitor
 * lands on `/services.data`, which is no page. Mirrors React Router's own normalisation.
 */
export function documentUrl(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname.endsWith("/_.data")) url.pathname = url.pathname.slice(0, -"_.data".length);
  else if (url.pathname.endsWith(".data")) url.pathname = url.pathname.slice(0, -".data".length);
  url.searchParams.delete("_routes");
  return url;
}
