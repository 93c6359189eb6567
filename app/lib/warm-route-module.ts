interface RouterWindow {
  __reactRouterManifest?: { routes: Record<string, { module?: string } | undefined> };
}

/**
 * Fetches a route's module before it is needed: React Router loads an action route's module only
 * when a form is sent to it, and a connection that is gone by then leaves the form with nothing
 * to run. The document carries every route's address (routeDiscovery "initial"), and React
 * Router later imports the same address, so the browser reuses this download.
 */
export function warmRouteModule(id: string): void {
  // oxlint-disable-next-line no-underscore-dangle -- React Router's own global, named by it
  const url = (window as RouterWindow).__reactRouterManifest?.routes[id]?.module;
  if (url) void import(/* @vite-ignore */ url).catch(() => undefined);
}
