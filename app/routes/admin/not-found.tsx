import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { requireStaff } from "~/features/auth/index.server";

/** Unknown admin paths: still guarded (no probing of the admin's shape without a session). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  throw data(null, { status: 404 });
}

export default function AdminNotFound() {
  return null;
}
