/** An upload's progress as the staff member reads it: a bar and the percentage, announced. */
export function UploadProgress({ fraction, label }: { fraction: number; label: string }) {
  return (
    <div role="status" className="mt-2" data-upload-progress="">
      <progress max={1} value={fraction} className="w-full" />
      <span className="text-sm">{label}</span>
    </div>
  );
}

/** "42 %" / "42%": the percentage in the reader's language. */
export const percentText = (fraction: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: "percent" }).format(fraction);
