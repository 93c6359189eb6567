import { href, Link } from "react-router";
import { useAdmin } from "~/features/admin";
import { localizePath } from "~/i18n/locale";
import { plural } from "~/lib/plural";

/**
 * The dashboard's red notice: e-mails that have not gone out for over an hour (a lead
 * notification among them means the team is missing leads). Administrators get the way to the
 * failed messages; editors are told whom to ask.
 */
export function MailAlert({ failing, toFiles }: { failing: number; toFiles: boolean }) {
  const { t, locale, user } = useAdmin();
  // Without SMTP_URL nothing leaves the server: nobody hears of a new lead. Said before anything.
  if (toFiles)
    return (
      <div
        role="alert"
        data-mail-alert="to-files"
        className="mt-6 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900"
      >
        <p className="font-bold">{t.insights.mailNowhere}</p>
        <p className="mt-1">{t.insights.mailNowhereFix}</p>
      </div>
    );
  if (failing === 0) return null;
  return (
    <div
      role="alert"
      className="mt-6 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900"
    >
      <p className="font-bold">{plural(locale, failing, t.insights.mailAlert)}</p>
      <p className="mt-1">
        {user.role === "admin" ? (
          <Link
            to={localizePath(`${href("/admin/outbox")}?status=failed`, locale)}
            className="font-semibold underline"
          >
            {t.insights.mailAlertLink}
          </Link>
        ) : (
          t.insights.mailAlertEditor
        )}
      </p>
    </div>
  );
}
