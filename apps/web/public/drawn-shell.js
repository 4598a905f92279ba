/* global document */
/*
 * The signed-in pages come with their frame drawn in the HTML (decision 084): the top bar, the navigation's
 * frame and the shop promotion, the same for everyone, hidden until this says otherwise. Before the first
 * paint (a plain script in the head: it blocks the paint for one small file) it reads what the app stores
 * (apps/web/src/lib/session-store.ts, storage.ts, shop-promotion.tsx) and marks <html>:
 * `data-drawn-session` when a session is stored, unexpired, and the stored language is Arabic (the frame's
 * text); `data-drawn-promotion` when the app would show the promotion too. Without a session (a visitor,
 * who is sent to /login) nothing of it is painted. A file, not an inline script: the server sends
 * script-src 'self'. The app replaces the frame on its first render (main.tsx).
 */
(function mark() {
  try {
    var session = JSON.parse(localStorage.getItem('courier.session') || 'null');
    var language = localStorage.getItem('courier.language');
    if (!session || typeof session.token !== 'string' || session.token === '') return;
    if (typeof session.userId !== 'number' || typeof session.firstLogin !== 'number') return;
    if (typeof session.expiresAt === 'string' && Date.parse(session.expiresAt) <= Date.now()) return;
    if (language && language !== 'ar') return;
    var root = document.documentElement;
    root.setAttribute('data-drawn-session', '');
    if (session.activeTurboShop !== 1 && sessionStorage.getItem('courier.promotion-hidden') !== '1')
      root.setAttribute('data-drawn-promotion', '');
  } catch {
    // Storage unreadable (privacy mode): the frame stays hidden and the app draws the page, as before.
  }
})();
