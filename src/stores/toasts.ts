// The pending toasts: a tiny queue any island can push to without loading sonner. The Toaster
// island (BaseLayout) loads sonner on the first toast and renders everything queued.
import type { NotificationKind } from '@shared/lib/notifications';

export interface ToastSpec {
  /** Toasts with the same id replace each other (in progress, then success or failure). */
  readonly id: string;
  readonly kind: NotificationKind;
  readonly title: string;
  readonly description: string;
}

/** Fired on window when a toast is queued: the Toaster island hydrates on the first (`client:on="toast"`). */
export const TOAST_EVENT = 'venom:toast';

const pending: ToastSpec[] = [];
const watchers = new Set<() => void>();

/** Queues a toast; the Toaster shows it as soon as sonner is loaded. */
export function showToast(spec: ToastSpec): void {
  pending.push(spec);
  watchers.forEach((watcher) => watcher());
  globalThis.dispatchEvent?.(new Event(TOAST_EVENT));
}

/** Calls `watcher` whenever toasts are waiting (at once when some already are). */
export function watchToasts(watcher: () => void): () => void {
  watchers.add(watcher);
  if (pending.length > 0) watcher();
  return () => {
    watchers.delete(watcher);
  };
}

/** Takes the waiting toasts out of the queue, oldest first. */
export function takeToasts(): ToastSpec[] {
  return pending.splice(0);
}
