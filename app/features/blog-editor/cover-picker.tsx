import { useState, type ReactNode } from "react";
import { uploadImage } from "./upload";

/**
 * The cover image: shows the current one and uploads a replacement to the media library.
 * `children` go inside its frame (the cover's description field).
 */
export function CoverPicker({
  initialUrl,
  label,
  uploadLabel,
  failedLabel,
  children,
}: {
  initialUrl: string | null;
  label: string;
  uploadLabel: string;
  failedLabel: string;
  children?: ReactNode;
}) {
  const [url, setUrl] = useState(initialUrl ?? "");
  const [failed, setFailed] = useState(false);
  return (
    <fieldset className="rounded-lg border border-slate-300 p-3">
      <legend className="px-1 font-medium">{label}</legend>
      <input type="hidden" name="imageUrl" value={url} />
      {/* A preview beside its own description field: nothing more to say to a screen reader. */}
      {url && <img src={url} alt="" className="mb-2 max-h-40 rounded" />}
      <label className="inline-block cursor-pointer rounded-full border border-green-800 px-4 py-2 font-semibold text-green-900">
        {uploadLabel}
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          className="sr-only"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            const result = await uploadImage(file);
            setFailed(!result.ok);
            if (result.ok) setUrl(result.url);
          }}
        />
      </label>
      {failed && (
        <p role="alert" className="mt-2 text-red-800">
          {failedLabel}
        </p>
      )}
      {children}
    </fieldset>
  );
}
