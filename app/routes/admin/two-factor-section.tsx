import { Form, useSearchParams } from "react-router";
import { useAdmin } from "~/features/admin";
import type { TwoFactorResult } from "~/features/auth/index.server";

/** Two-step sign-in: turned on with an authenticator app's code, off with the password. */
export function TwoFactorSection({
  enabled,
  result,
}: {
  enabled: boolean;
  result?: TwoFactorResult;
}) {
  const { t } = useAdmin();
  const input = "mt-1 block w-full rounded-lg border border-slate-400 px-2 py-2";
  const started = result?.ok && result.done === "started" ? result : undefined;
  const [params] = useSearchParams();
  const message =
    !result && params.get("twoFactor") === "enabled"
      ? t.account.enabled
      : result &&
        (result.ok
          ? result.done === "enabled"
            ? t.account.enabled
            : result.done === "disabled"
              ? t.account.disabled
              : undefined
          : result.error === "wrong"
            ? t.account.wrong
            : t.account.badCode);
  return (
    <section
      className="mt-6 max-w-xl rounded-xl border border-slate-200 bg-white p-5"
      aria-labelledby="two-factor"
    >
      <h2 id="two-factor" className="font-semibold">
        {t.account.twoFactor}
      </h2>
      <p className="mt-1 text-slate-700" data-testid="2fa-state">
        {enabled ? t.account.twoFactorOn : t.account.twoFactorOff}
      </p>
      {message && (
        <p
          role={result && !result.ok ? "alert" : "status"}
          className={`mt-3 rounded-lg p-3 ${result && !result.ok ? "bg-red-50 text-red-800" : "bg-green-50 text-green-900"}`}
        >
          {message}
        </p>
      )}
      {started ? (
        <div className="mt-4 space-y-3">
          <p>{t.account.scan}</p>
          {/* The SVG is generated on our server by the qrcode library from better-auth's otpauth URI. */}
          <div className="w-52" dangerouslySetInnerHTML={{ __html: started.qrSvg }} />
          <p className="text-sm">
            {t.account.manualKey}{" "}
            <code className="font-mono break-all" data-testid="totp-secret">
              {started.secret}
            </code>
          </p>
          <p className="font-medium">{t.account.backupCodes}</p>
          <ul className="grid grid-cols-2 gap-1 font-mono text-sm" data-testid="backup-codes">
            {started.backupCodes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <Form method="post" className="flex items-end gap-2">
            <input type="hidden" name="intent" value="2fa-confirm" />
            <label>
              {t.account.code}
              <input
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                required
                className={input}
              />
            </label>
            <button className="rounded-full bg-green-800 px-4 py-2 font-semibold text-white">
              {t.account.confirm}
            </button>
          </Form>
        </div>
      ) : (
        <Form method="post" className="mt-4 flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value={enabled ? "2fa-disable" : "2fa-start"} />
          <label>
            {t.account.current}
            <input
              name="password"
              type="password"
              autoComplete="current-password"
              required
              className={input}
            />
          </label>
          <button className="rounded-full bg-green-800 px-4 py-2 font-semibold text-white">
            {enabled ? t.account.disable : t.account.enable}
          </button>
        </Form>
      )}
    </section>
  );
}
