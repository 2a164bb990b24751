// This browser's side of browser notifications (Web Push): the service worker (public/push-sw.js) and the
// PushManager subscription the server sends to (functions/api/routes/push.ts).

export const PUSH_WORKER_URL = '/push-sw.js';

/** Whether this browser can receive pushes at all. */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** This browser's subscription, if the service worker is registered and subscribed. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(PUSH_WORKER_URL);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export type SubscribeOutcome = { readonly subscription: PushSubscription } | { readonly denied: true };

/**
 * Asks for permission (call from a click only: browsers refuse a request no gesture made), registers the
 * service worker and subscribes it with the server's VAPID key.
 */
export async function subscribeThisBrowser(vapidPublicKey: string): Promise<SubscribeOutcome> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { denied: true };
  await navigator.serviceWorker.register(PUSH_WORKER_URL);
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(vapidPublicKey) }));
  return { subscription };
}
