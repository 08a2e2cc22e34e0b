/**
 * Toast messages: a tiny store so that both components (through useToast) and non-React code
 * (the Apollo error link) can show them. Rendered by <Toaster/>.
 */
import { TOAST_MS } from "@mg/rules";
export type ToastType = "success" | "info" | "danger";

export interface Toast {
  id: number;
  message: string;
  type: ToastType;
}

export { TOAST_MS };
export const SOMETHING_WENT_WRONG = "Something went wrong!";

type Listener = (toasts: readonly Toast[]) => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const l of listeners) l(toasts);
}

export function dismissToast(id: number): void {
  const t = timers.get(id);
  if (t) clearTimeout(t);
  timers.delete(id);
  toasts = toasts.filter((x) => x.id !== id);
  emit();
}

let held = false;

function schedule(id: number): void {
  const t = timers.get(id);
  if (t) clearTimeout(t);
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_MS),
  );
}

/** Pauses (true) or restarts (false) every toast's clock: the pointer or keyboard focus is on the toasts. */
export function holdToasts(hold: boolean): void {
  if (hold === held) return;
  held = hold;
  for (const t of toasts) {
    if (hold) {
      const timer = timers.get(t.id);
      if (timer) clearTimeout(timer);
      timers.delete(t.id);
    } else schedule(t.id);
  }
}

/** Shows a toast for TOAST_MS (longer while held). The default type is "danger" (errors). */
export function showToast(message: string, type: ToastType = "danger"): void {
  // The same message twice in a row (e.g. two failing queries) shows once.
  if (toasts.some((t) => t.message === message && t.type === type)) return;
  const toast: Toast = { id: nextId++, message, type };
  toasts = [...toasts, toast];
  if (!held) schedule(toast.id);
  emit();
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getToasts(): readonly Toast[] {
  return toasts;
}
