import { Link } from "react-router";
import { useAdmin } from "~/features/admin";
import { localizePath } from "~/i18n/locale";
import { leadKindWords, words } from "~/i18n/words/lead-kinds";
import { isLeadKind } from "~/features/leads";
import type { AuditTarget } from "./audit-targets.server";

/** What a journal entry was about: named, linked while it exists, marked when deleted since. */
export function AuditTargetCell({ target }: { target: AuditTarget | null }) {
  const { t, locale } = useAdmin();
  if (!target) return <span className="text-slate-500">—</span>;
  const kind = isLeadKind(target.type) ? words(locale, leadKindWords)[target.type].one : null;
  const text = [kind ?? t.audit.targets[target.type] ?? target.type, target.label]
    .filter(Boolean)
    .join(" · ");
  if (target.href)
    return (
      <Link to={localizePath(target.href, locale)} className="text-green-800 underline">
        {text}
      </Link>
    );
  return (
    <span>
      {text}
      {target.gone && <span className="text-slate-600"> ({t.audit.gone})</span>}
    </span>
  );
}
