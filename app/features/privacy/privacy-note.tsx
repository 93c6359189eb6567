import { localizePath } from "~/i18n/locale";
import { useRootData } from "~/lib/root-data";

/**
 * One line beside a form's submit button: what the details are for, and the privacy page. The
 * page opens in a new tab so a half-filled form (or the testimonial dialog) is not lost.
 */
export function PrivacyNote({ className = "" }: { className?: string }) {
  const { ui, locale } = useRootData();
  const { privacyNote } = ui;
  return (
    <p className={`text-sm text-slate-700 ${className}`} data-testid="privacy-note">
      {privacyNote.text}{" "}
      <a
        href={localizePath("/confidentialite", locale)}
        target="_blank"
        rel="noopener"
        className="font-semibold text-green-900 underline"
      >
        {privacyNote.link}
        <span className="sr-only"> {privacyNote.newTab}</span>
      </a>
    </p>
  );
}
