/* global document, requestAnimationFrame, HTMLFormElement */
/*
 * A page drawn at build time (/login, decision 0XX) starts the app after its HTML has been painted. The
 * server leaves the app's scripts out of that page's head and names them here (`data-modules`, the entry
 * last in `data-entry`): once a frame is out, they are all asked for at once (<link rel="modulepreload">,
 * so the chain stays one level deep) and the entry is imported, which hydrates the markup (main.tsx).
 * Fetched and run before the paint, they only held back markup that is already there. Hidden tabs get no
 * frames: they start at once. A file, not an inline script: the server sends script-src 'self'.
 *
 * Until React owns a form, the browser would send it itself (a GET to the page's URL: the password in the
 * address). A submit before then is held, and sent again once React has hydrated that form.
 */
const script = document.querySelector('script[data-entry]');
const held = { form: null, submitter: null };
const owned = (form) => Object.keys(form).some((key) => key.startsWith('__reactFiber'));
const hold = (event) => {
  if (!(event.target instanceof HTMLFormElement) || owned(event.target)) return;
  event.preventDefault();
  held.form = event.target;
  held.submitter = event.submitter ?? null;
};
document.addEventListener('submit', hold, true);

/** After the app started: each frame, until React owns every form of the page (or 10 s passed). */
const release = (frames = 600) => {
  if ([...document.forms].some((form) => !owned(form)) && frames > 0) {
    requestAnimationFrame(() => release(frames - 1));
    return;
  }
  document.removeEventListener('submit', hold, true);
  const { form, submitter } = held;
  // Two frames more: the form's first effects (what was typed before React took it over) have run.
  if (form?.isConnected && owned(form))
    requestAnimationFrame(() => requestAnimationFrame(() => form.requestSubmit(submitter)));
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
  import(script.getAttribute('data-entry')).then(
    () => release(),
    () => undefined,
  );
};
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
