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

/** Shows a toast for 4 seconds. The default type is "danger" (errors). */
export function showToast(message: string, type: ToastType = "danger"): void {
  // The same message twice in a row (e.g. two failing queries) shows once.
  if (toasts.some((t) => t.message === message && t.type === type)) return;
  const toast: Toast = { id: nextId++, message, type };
  toasts = [...toasts, toast];
  timers.set(
    toast.id,
    setTimeout(() => dismissToast(toast.id), TOAST_MS),
  );
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
