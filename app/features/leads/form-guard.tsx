/**
 * Hidden fields every lead form carries:
 * - `_token`: one id per filled-in form, so a double click or a retried POST stores one lead;
 * - `_started`: when the form was rendered, so a form sent faster than a person can type is refused;
 * - `website`: a honeypot that people never see (bots fill every field).
 * The token and time come from the loader, so this works without JavaScript too.
 */
export function FormGuardFields({
  token,
  startedAt,
  honeypotLabel,
}: {
  token: string;
  startedAt: number;
  honeypotLabel: string;
}) {
  return (
    <>
      <input type="hidden" name="_token" value={token} />
      <input type="hidden" name="_started" value={startedAt} />
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {honeypotLabel}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  );
}
