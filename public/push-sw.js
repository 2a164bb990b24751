// Browser notifications (Web Push, functions/push/send.ts): shows each message the site pushes, and a click
// opens the page it is about (the NFT, or the collection of a floor alert). Registered by the bell
// (src/islands/Bell/push-subscription.ts) when a person turns browser notifications on.
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || 'Venom NFT Marketplace', {
      body: data.body || '',
      tag: data.tag,
      icon: '/favicon.svg',
      data: { url: data.url || '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin);
  // Only the site's own pages open from a notification.
  if (url.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url === url.href);
      return open ? open.focus() : self.clients.openWindow(url.href);
    }),
  );
});
