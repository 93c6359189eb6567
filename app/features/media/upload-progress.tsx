import { numberFormat } from "~/i18n/formats";
import type { Locale } from "~/i18n/locale";

/**
 * An upload's progress as the staff member reads it, announced: while the photo is sent, a bar
 * and the percentage (`label`); once every byte is sent, the server's step (`processingLabel`),
 * which takes a few seconds for a phone photo, with a bar that says it is working, not "100 %".
 */
export function UploadProgress({
  fraction,
  label,
  processingLabel,
}: {
  fraction: number;
  label: string;
  processingLabel: string;
}) {
  const sent = fraction >= 1;
  return (
    <div role="status" className="mt-2" data-upload-progress={sent ? "processing" : "sending"}>
      {sent ? (
        <progress className="w-full" />
      ) : (
        <progress max={1} value={fraction} className="w-full" />
      )}
      <span className="text-sm">{sent ? processingLabel : label}</span>
    </div>
  );
}

/** "42 %" / "42%": the percentage in the reader's language. */
export const percentText = (fraction: number, locale: Locale) =>
  numberFormat(locale, { style: "percent" }).format(fraction);
