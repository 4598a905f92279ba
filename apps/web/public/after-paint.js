/* global document, requestAnimationFrame, Element, HTMLFormElement */
/*
 * A page drawn at build time (/login, decision 083; the signed-in pages' frame, 084) starts the app after
 * its HTML has been painted. The server leaves the app's scripts out of that page's head and names them
 * here (`data-modules`, the entry last in `data-entry`): once the paint is on screen, they are all asked for
 * at once (<link rel="modulepreload">, so the chain stays one level deep) and the entry is imported, which
 * hydrates the markup or replaces the frame (main.tsx). Fetched and run before the paint, they only held
 * back markup that is already there. Hidden tabs get no frames: they start at once. A file, not an inline
 * script: the server sends script-src 'self'.
 *
 * Until React owns the page, its buttons do nothing and the browser would send a form itself (a GET to the
 * page's URL: the password in the address). The last submit or button click before then is held, and done
 * again once React has hydrated the page's forms and buttons.
 */
const script = document.querySelector('script[data-entry]');
/** The submit or click to do again: its target and the button that sent a form. */
let held = null;
const owned = (node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'));
const controls = () => [...document.querySelectorAll('#root form, #root button')];
const hold = (event) => {
  const target =
    event.type === 'submit'
      ? event.target
      : event.target instanceof Element && event.target.closest('button');
  if (!target || owned(target) || (event.type === 'click' && target.type === 'submit')) return;
  event.preventDefault();
  event.stopPropagation();
  held = { target, submitter: event.submitter ?? null };
};
document.addEventListener('submit', hold, true);
document.addEventListener('click', hold, true);

/** After the app started: each frame, until React owns the page's forms and buttons (or 10 s passed). */
const release = (frames = 600) => {
  if (controls().some((node) => !owned(node)) && frames > 0) {
    requestAnimationFrame(() => release(frames - 1));
    return;
  }
  document.removeEventListener('submit', hold, true);
  document.removeEventListener('click', hold, true);
  const again = held;
  if (!again?.target.isConnected || !owned(again.target)) return;
  // Two frames more: the form's first effects (what was typed before React took it over) have run.
  requestAnimationFrame(() =>
    requestAnimationFrame(() =>
      again.target instanceof HTMLFormElement
        ? again.target.requestSubmit(again.submitter)
        : again.target.click(),
    ),
  );
};

let started = false;
const start = () => {
  if (started || !script) return;
  started = true;
  for (const href of (script.getAttribute('data-modules') ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  // The page's own style sheets (`data-styles`, decision 084), asked for now rather than before the paint,
  // which did not need them: the entry waits for them, so the app never draws the page unstyled. One that
  // failed does not stop the app.
  const sheets = (script.getAttribute('data-styles') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((href) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.crossOrigin = '';
      link.href = href;
      const loaded = new Promise((done) => {
        link.addEventListener('load', done, { once: true });
        link.addEventListener('error', done, { once: true });
      });
      document.head.append(link);
      return loaded;
    });
  Promise.all(sheets)
    .then(() => import(script.getAttribute('data-entry')))
    .then(
      () => release(),
      () => undefined,
    );
};
// Once the first paint is on screen (its paint timing entry: the screen shows it some frames after the
// main thread drew it, and scripts asked for in between held it back). A page with nothing to show (a
// visitor on a signed-in page, whose frame stays hidden: decision 084) starts after one frame; no paint
// timing, or none within a second, starts it anyway.
const drawnNothing =
  document.querySelector('#root > [data-drawn="app"]') !== null &&
  !document.documentElement.hasAttribute('data-drawn-session');
if (document.visibilityState === 'hidden') start();
else if (drawnNothing || typeof PerformanceObserver === 'undefined')
  requestAnimationFrame(() => setTimeout(start, 0));
else {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(start, 0);
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 1000);
}
