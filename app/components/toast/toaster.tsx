import { useSyncExternalStore } from "react";
import { useLocalizedPath } from "~/lib/root-data";
import { dismissToast, getToasts, subscribe, type Toast, type ToastKind } from "./toast-store";

const styles: Record<ToastKind, { box: string; icon: string }> = {
  success: { box: "border-green-700 bg-green-50 text-green-950", icon: "✓" },
  error: { box: "border-red-700 bg-red-50 text-red-950", icon: "!" },
  warning: { box: "border-amber-600 bg-amber-50 text-amber-950", icon: "!" },
  info: { box: "border-sky-700 bg-sky-50 text-sky-950", icon: "i" },
};

const noToasts: readonly Toast[] = [];

/** Renders the toast stack; errors are announced assertively, the rest politely. */
export function Toaster({ regionLabel, closeLabel }: { regionLabel: string; closeLabel: string }) {
  const toasts = useSyncExternalStore(subscribe, getToasts, () => noToasts);
  // An action link keeps the page's language, like every other internal link.
  const to = useLocalizedPath();
  return (
    <section
      aria-label={regionLabel}
      className="pointer-events-none fixed top-20 right-4 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-3"
    >
      {toasts.map((t) => (
        <div
          key={t.id}
          role={t.kind === "error" ? "alert" : "status"}
          data-toast={t.kind}
          className={`pointer-events-auto flex gap-3 rounded-xl border-l-4 p-4 shadow-lg ${styles[t.kind].box} ${t.closing ? "animate-toast-out" : "animate-toast-in"}`}
        >
          <span aria-hidden="true" className="font-bold">
            {styles[t.kind].icon}
          </span>
          <div className="flex-1">
            <p className="font-semibold">{t.title}</p>
            {t.description && <p className="mt-1 text-sm">{t.description}</p>}
            {t.action && (
              <a
                href={to(t.action.href)}
                onClick={() => dismissToast(t.id)}
                className="mt-2 inline-block text-sm font-semibold underline"
              >
                {t.action.label}
              </a>
            )}
          </div>
          <button
            type="button"
            onClick={() => dismissToast(t.id)}
            aria-label={closeLabel}
            className="-m-2 h-10 w-10 shrink-0 rounded-full text-lg leading-none hover:bg-black/5"
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
