/** A devis's name and state as readers see them; plain, so pages and e-mails share it. */
import type { DevisStatus } from "~/db/schema";
import { isPast } from "./days";
import type { DevisRow } from "./types";

/** "DV-2026-0042", then "DV-2026-0042-v2" for the second version. */
export function devisReference(devis: Pick<DevisRow, "number" | "version">): string {
  return devis.version > 1 ? `${devis.number}-v${devis.version}` : devis.number;
}

/** The state a reader sees: a devis still open past its last day has expired. */
export function effectiveStatus(
  devis: Pick<DevisRow, "status" | "valid_until">,
  now = new Date(),
): DevisStatus {
  return (devis.status === "sent" || devis.status === "viewed") && isPast(devis.valid_until, now)
    ? "expired"
    : devis.status;
}
