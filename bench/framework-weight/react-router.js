// The least a page of this site ships today: React Router's hydrated router (as app/entry.client
// starts it) with the components every page's root and frame use, and no page of our own.
import { hydrateRoot } from "react-dom/client";
import { jsx } from "react/jsx-runtime";
import { Link, Links, Meta, Outlet, Scripts, ScrollRestoration, useFetcher } from "react-router";
import { HydratedRouter } from "react-router/dom";

// Kept reachable, so the bundler cannot drop what a real root and frame import.
globalThis.frameworkFloor = [Link, Links, Meta, Outlet, Scripts, ScrollRestoration, useFetcher];
hydrateRoot(document, jsx(HydratedRouter, {}));
