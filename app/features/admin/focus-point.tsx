import type { Focus } from "~/content/media-image";
import { useAdmin } from "./admin-data";

/**
 * The whole picture, uncropped, with a mark on its focal point: a tap or a click moves the point
 * there. A keyboard press has no position, so `FocusSliders` are the keyboard's way.
 */
export function FocusPicker({
  src,
  focus,
  onChange,
}: {
  src: string;
  focus: Focus;
  onChange: (focus: Focus) => void;
}) {
  const { t } = useAdmin();
  function pick(e: React.MouseEvent<HTMLButtonElement>) {
    if (e.detail === 0) return;
    const box = e.currentTarget.getBoundingClientRect();
    const at = (offset: number, size: number) =>
      Math.min(100, Math.max(0, Math.round((offset / size) * 100)));
    onChange({ x: at(e.clientX - box.left, box.width), y: at(e.clientY - box.top, box.height) });
  }
  return (
    <button
      type="button"
      onClick={pick}
      aria-label={t.pages.picture.focusHelp}
      className="relative mx-auto block w-fit max-w-full cursor-crosshair"
      data-focus-picker=""
    >
      <img src={src} alt="" className="block max-h-64 max-w-full rounded-lg bg-slate-100" />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-green-700/70 shadow ring-1 ring-black/40"
        style={{ left: `${focus.x}%`, top: `${focus.y}%` }}
      />
    </button>
  );
}

/** The focal point as two sliders; with `names`, they are a form's fields. */
export function FocusSliders({
  focus,
  onChange,
  names,
}: {
  focus: Focus;
  onChange: (focus: Focus) => void;
  names?: { x: string; y: string };
}) {
  const { t } = useAdmin();
  const p = t.pages.picture;
  return (
    <fieldset className="grid gap-2 sm:grid-cols-2">
      <legend className="text-sm font-semibold text-slate-800">{p.focus}</legend>
      {(["x", "y"] as const).map((axis) => (
        <label key={axis} className="block text-sm">
          {axis === "x" ? p.focusX : p.focusY}
          <input
            type="range"
            name={names?.[axis]}
            min={0}
            max={100}
            value={focus[axis]}
            onChange={(e) => onChange({ ...focus, [axis]: Number(e.currentTarget.value) })}
            className="block w-full"
          />
        </label>
      ))}
      <p className="text-xs text-slate-600 sm:col-span-2">{p.focusHelp}</p>
    </fieldset>
  );
}
