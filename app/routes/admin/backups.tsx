import type { Route } from "./+types/backups";
import { formatDate, useAdmin } from "~/features/admin";
import { screenRole, staffUser } from "~/features/auth/index.server";
import { backupStatus, keptBackups } from "~/features/state/index.server";
import type { Locale } from "~/i18n/locale";
import { fillTemplate } from "~/i18n/template";
import { getRuntime } from "~/runtime/runtime.server";
import { href } from "react-router";
import { numberFormat } from "~/i18n/formats";

/** Who may use this address; the admin layout has let in only the team already. */
export const middleware: Route.MiddlewareFunction[] = [screenRole("admin")];

/** A day and a half: a daily backup older than that was missed at least once. */
const STALE_MS = 36 * 3_600_000;
const FAILURES = ["DISK_FULL", "NO_ACCESS", "FAILED"] as const;

/** Backups, for administrators: the daily automatic one, the files kept, a download. */
export async function loader({ request, context }: Route.LoaderArgs) {
  staffUser(context);
  const { database, config } = await getRuntime();
  const [status, kept] = await Promise.all([backupStatus(database), keptBackups(config.DATA_DIR)]);
  const wanted = new URL(request.url).searchParams.get("failed");
  const stale =
    config.BACKUP_HOUR !== null &&
    status.lastOk !== null &&
    Date.now() - Date.parse(status.lastOk) > STALE_MS;
  return {
    status,
    kept,
    stale,
    hour: config.BACKUP_HOUR,
    failed: FAILURES.find((f) => f === wanted) ?? null,
  };
}

const size = (bytes: number, locale: Locale) => {
  const [unit, value] =
    bytes >= 1e6 ? (["megabyte", bytes / 1e6] as const) : (["kilobyte", bytes / 1e3] as const);
  return numberFormat(locale, {
    style: "unit",
    unit,
    maximumFractionDigits: 1,
  }).format(value);
};

export default function Backups({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useAdmin();
  const b = t.backups;
  const { status, kept, stale, hour, failed } = loaderData;
  const date = (iso: string) => formatDate(iso, locale);
  const last = status.last;
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{b.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{b.intro}</p>

      <section className="mt-6 max-w-3xl rounded-xl border border-slate-200 bg-white p-5">
        <h2 className="text-lg font-semibold">{b.automatic}</h2>
        {hour === null ? (
          <p className="mt-2 text-amber-900" data-backup-state="off">
            {b.off}
          </p>
        ) : (
          <>
            <p className="mt-2 text-slate-700">{fillTemplate(b.schedule, { hour })}</p>
            {!last ? (
              <p className="mt-2" data-backup-state="none">
                {fillTemplate(b.none, { hour })}
              </p>
            ) : last.ok ? (
              <p className="mt-2 font-semibold text-green-900" data-backup-state="ok">
                {fillTemplate(b.lastOk, { date: date(last.at), size: size(last.bytes, locale) })}
              </p>
            ) : (
              <div
                role="alert"
                className="mt-2 font-semibold text-red-800"
                data-backup-state="failed"
              >
                <p>
                  {fillTemplate(b.lastFailed, {
                    date: date(last.at),
                    reason: b.reasons[last.reason] ?? b.reasons.FAILED!,
                  })}
                </p>
                {status.lastOk && (
                  <p>{fillTemplate(b.lastOkBefore, { date: date(status.lastOk) })}</p>
                )}
              </div>
            )}
            {stale && last?.ok && (
              <p role="alert" className="mt-2 font-semibold text-red-800">
                {b.stale}
              </p>
            )}
          </>
        )}
        <h3 className="mt-5 font-semibold">{b.kept}</h3>
        {kept.length === 0 ? (
          <p className="mt-1 text-slate-700">{b.keptNone}</p>
        ) : (
          <ul className="mt-1 grid gap-1 text-sm" data-kept-backups="">
            {kept.map((file) => (
              <li key={file.name}>
                <span className="font-mono break-all">{file.name}</span> — {date(file.at)},{" "}
                {size(file.bytes, locale)} ({file.automatic ? b.keptAutomatic : b.keptManual})
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="mt-6 max-w-3xl rounded-xl border border-slate-200 bg-white p-5">
        <h2 className="text-lg font-semibold">{b.download}</h2>
        <p className="mt-2 text-slate-700">{b.downloadHelp}</p>
        {failed && (
          <p role="alert" className="mt-2 font-semibold text-red-800">
            {fillTemplate(b.downloadFailed, { reason: b.reasons[failed]! })}
          </p>
        )}
        {/* A plain form: the browser saves the answer as a file and stays on this screen. */}
        <form method="post" action={href("/admin/backups/download")} className="mt-3">
          <button className="min-h-11 rounded-full bg-green-800 px-5 font-semibold text-white">
            {b.download}
          </button>
        </form>
        {status.lastDownload && (
          <p className="mt-3 text-sm text-slate-700">
            {fillTemplate(b.lastDownload, {
              date: date(status.lastDownload.at),
              name: status.lastDownload.by,
            })}
          </p>
        )}
      </section>
    </>
  );
}
