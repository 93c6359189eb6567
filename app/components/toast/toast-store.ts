import { wakeIsland } from "~/islands/wake";

/** Toasts (docs/product/screens.md#toasts): four kinds, an optional action, 5 s (errors 7 s). */
export type ToastKind = "success" | "error" | "warning" | "info";

export interface ToastAction {
  label: string;
  href: string;
}

export interface ToastInput {
  kind: ToastKind;
  title: string;
  description?: string;
  action?: ToastAction;
  /** Milliseconds before it closes by itself; defaults by kind. */
  duration?: number;
}

export interface Toast extends Required<Pick<ToastInput, "kind" | "title" | "duration">> {
  id: number;
  description?: string;
  action?: ToastAction;
  closing: boolean;
}

export const DEFAULT_DURATION_MS = 5000;
export const ERROR_DURATION_MS = 7000;
export const CLOSE_ANIMATION_MS = 300;

type Listener = (toasts: readonly Toast[]) => void;
let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

export function showToast(input: ToastInput): number {
  const id = nextId++;
  const duration =
    input.duration ?? (input.kind === "error" ? ERROR_DURATION_MS : DEFAULT_DURATION_MS);
  emit([
    ...toasts,
    {
      id,
      kind: input.kind,
      title: input.title,
      description: input.description,
      action: input.action,
      duration,
      closing: false,
    },
  ]);
  timers.set(
    id,
    setTimeout(() => dismissToast(id), duration),
  );
  // In a document with islands, the stack that shows toasts sleeps until the first one.
  wakeIsland("components/toast/toaster");
  return id;
}

/** Starts the 0.3 s slide-out, then removes the toast. */
export function dismissToast(id: number) {
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (!toasts.some((t) => t.id === id && !t.closing)) return;
  emit(toasts.map((t) => (t.id === id ? { ...t, closing: true } : t)));
  setTimeout(() => emit(toasts.filter((t) => t.id !== id)), CLOSE_ANIMATION_MS);
}

export const toast = {
  success: (title: string, rest?: Omit<ToastInput, "kind" | "title">) =>
    showToast({ kind: "success", title, ...rest }),
  error: (title: string, rest?: Omit<ToastInput, "kind" | "title">) =>
    showToast({ kind: "error", title, ...rest }),
  warning: (title: string, rest?: Omit<ToastInput, "kind" | "title">) =>
    showToast({ kind: "warning", title, ...rest }),
  info: (title: string, rest?: Omit<ToastInput, "kind" | "title">) =>
    showToast({ kind: "info", title, ...rest }),
};
