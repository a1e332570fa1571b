/* global self */
/*
 * Push service worker, served at the site root (vite copies public/ into dist).
 *
 * Firebase's messaging compat SDK is usually pulled in here with importScripts
 * from gstatic.com; that needs the network at install time and a second copy
 * of the SDK. FCM web push delivers standard Push API events, so this worker
 * handles them directly. The server sends the payload as FCM `data`:
 * {title, body, url}; a plain JSON push with the same fields works too (and is
 * what a local test push sends).
 */

self.addEventListener('install', () => {
  // Nothing to cache: take over at once so the page gets its token without a reload.
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** Only paths on this site: a push can never send the shopper elsewhere. */
function sameOriginUrl(raw) {
  try {
    const url = new URL(typeof raw === 'string' && raw ? raw : '/', self.location.origin);
    return url.origin === self.location.origin ? url.href : self.location.origin + '/';
  } catch {
    return self.location.origin + '/';
  }
}

function text(value, fallback) {
  return typeof value === 'string' && value.trim() ? value : fallback;
}

/** FCM wraps data messages as {data: {...}}; a direct push is the object itself. */
function readPayload(event) {
  let json = {};
  try {
    json = event.data ? event.data.json() : {};
  } catch {
    json = { body: event.data ? event.data.text() : '' };
  }
  const source = json && typeof json.data === 'object' && json.data !== null ? json.data : json || {};
  const notification = json && typeof json.notification === 'object' && json.notification !== null ? json.notification : {};
  return {
    title: text(source.title, text(notification.title, 'Order update')),
    body: text(source.body, text(notification.body, '')),
    url: sameOriginUrl(source.url || (json.fcmOptions && json.fcmOptions.link)),
  };
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      icon: '/media/favicon.svg',
      data: { url: payload.url },
      tag: payload.url,
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // Reuse a tab already on the page, else any tab of the shop, else open one.
      const exact = windows.find((w) => w.url === url);
      if (exact) return exact.focus();
      const any = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (any) {
        await any.focus();
        return any.navigate(url);
      }
      return self.clients.openWindow(url);
    })(),
  );
});
