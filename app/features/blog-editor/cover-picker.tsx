import { useState, type ReactNode } from "react";
import { percentText, UploadProgress } from "~/features/media";
import { uploadImage } from "./upload";
import type { Locale } from "~/i18n/locale";

/**
 * The cover image: shows the current one and uploads a replacement to the media library.
 * `children` go inside its frame (the cover's description field).
 */
export function CoverPicker({
  initialUrl,
  label,
  uploadLabel,
  failedLabel,
  uploadingLabel,
  processingLabel,
  locale,
  children,
}: {
  initialUrl: string | null;
  label: string;
  uploadLabel: string;
  failedLabel: string;
  /** "{percent}" is how much was sent */
  uploadingLabel: string;
  processingLabel: string;
  locale: Locale;
  children?: ReactNode;
}) {
  const [url, setUrl] = useState(initialUrl ?? "");
  const [failed, setFailed] = useState(false);
  // While a photo is on its way the input is disabled: a second tap cannot send it again.
  const [progress, setProgress] = useState<number | null>(null);
  return (
    <fieldset className="rounded-lg border border-slate-300 p-3">
      <legend className="px-1 font-medium">{label}</legend>
      <input type="hidden" name="imageUrl" value={url} />
      {/* A preview beside its own description field: nothing more to say to a screen reader. */}
      {url && <img src={url} alt="" className="mb-2 max-h-40 rounded" />}
      <label className="inline-block cursor-pointer rounded-full border border-green-800 px-4 py-2 font-semibold text-green-900 has-[:disabled]:opacity-60">
        {uploadLabel}
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          className="sr-only"
          disabled={progress !== null}
          onChange={async (e) => {
            const input = e.currentTarget;
            const file = input.files?.[0];
            if (!file) return;
            setProgress(0);
            const result = await uploadImage(file, setProgress);
            setProgress(null);
            input.value = "";
            setFailed(!result.ok);
            if (result.ok) setUrl(result.url);
          }}
        />
      </label>
      {progress !== null && (
        <UploadProgress
          fraction={progress}
          label={uploadingLabel.replace("{percent}", percentText(progress, locale))}
          processingLabel={processingLabel}
        />
      )}
      {failed && (
        <p role="alert" className="mt-2 text-red-800">
          {failedLabel}
        </p>
      )}
      {children}
    </fieldset>
  );
}
