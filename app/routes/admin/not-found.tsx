import { data } from "react-router";
import type { Route } from "./+types/not-found";

/**
 * Unknown admin paths. Guarded by the layout's middleware alone (no probing of the admin's shape
 * without a session): the guard test asks for this route's data by itself to prove it.
 */
export function loader(_: Route.LoaderArgs) {
  throw data(null, { status: 404 });
}

export default function AdminNotFound() {
  return null;
}
