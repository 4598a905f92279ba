/* global self, caches */
/*
 * The captain app's service worker (decision 061), hand-written: the app shell (the page and the hashed
 * assets it loaded) is kept so the app opens in a lift with no signal. The API is never cached here: the
 * run is kept by the page and actions by its IndexedDB queue. Scope: /captain.
 */
const cacheName = 'captain-shell-v1';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(cacheName)
      .then((cache) => cache.addAll(['/captain']))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== cacheName).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/socket.io')) return;
  // Pages: the network first (a deploy shows at once), the kept shell when there is none.
  if (event.request.mode === 'navigate') {
    event.respondWith(
      fetch(event.request)
        .then((response) => {
          const copy = response.clone();
          void caches.open(cacheName).then((cache) => cache.put('/captain', copy));
          return response;
        })
        .catch(() => caches.match('/captain')),
    );
    return;
  }
  // Hashed assets never change: the kept copy first, and each one fetched is kept.
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.match(event.request).then(
        (kept) =>
          kept ??
          fetch(event.request).then((response) => {
            const copy = response.clone();
            void caches.open(cacheName).then((cache) => cache.put(event.request, copy));
            return response;
          }),
      ),
    );
  }
});
