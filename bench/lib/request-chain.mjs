// The function given to page.evaluate runs in the page: its globals, named for the linter.
/* global location */
/**
 * What a first visit asks for (issue 42, docs/quality.md P2's request budget): loads `url` in a puppeteer
 * page with the HTTP cache off, records every request the page makes until the network is idle, and
 * gives each its level in the chain that found it: the document is level 1, what the HTML names is 2,
 * what a level-2 script asks for is 3, and so on (Chromium's initiator: the parser, a script's stack or a
 * preload). What the page needed before it was usable is what it asked for before its largest paint (LCP):
 * what comes after is the next pages' code and the fonts of later text, fetched while the user reads.
 */
export async function requestChain(page, url) {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.startsWith('data:')) return;
    const parent = initiatorUrl(e.initiator);
    requests.set(e.request.url, { url: e.request.url, parent, at: e.wallTime * 1000, type: e.type });
  });
  await page.goto(url, { waitUntil: 'networkidle2', timeout: 120_000 });
  // The page's own clock for both (resource timing and the paint), not CDP's wall time: the scripts a drawn
  // page asks for right after its paint (decision 083) were counted before it by a few ms of skew.
  const early = await page.evaluate(
    () =>
      new Promise((resolve) =>
        new PerformanceObserver((list) => {
          const paintedAt = list.getEntries().at(-1).startTime;
          const resources = performance.getEntriesByType('resource');
          resolve([location.href, ...resources.filter((r) => r.startTime <= paintedAt).map((r) => r.name)]);
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      ),
  );
  const usable = new Set(early.filter((href) => requests.has(href)));
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.detach();

  const depthOf = new Map();
  const depth = (r, seen = new Set()) => {
    if (depthOf.has(r.url)) return depthOf.get(r.url);
    if (!r.parent || seen.has(r.url) || !requests.has(r.parent)) return 1;
    seen.add(r.url);
    const d = depth(requests.get(r.parent), seen) + 1;
    depthOf.set(r.url, d);
    return d;
  };
  const rows = [...requests.values()].map((r) => ({ ...r, depth: depth(r) }));
  const own = rows.filter((r) => r.url.startsWith(new URL(url).origin));
  const deepest = own.reduce((a, b) => (b.depth > a.depth ? b : a), own[0]);
  const chainOf = (r) =>
    r?.parent && requests.has(r.parent) ? [...chainOf(requests.get(r.parent)), r] : [r];
  const before = own.filter((r) => usable.has(r.url));
  return {
    requests: own.length,
    usable: before.length,
    usableDepth: Math.max(0, ...before.map((r) => r.depth)),
    list: own.map((r) => `${r.depth} ${usable.has(r.url) ? '*' : ' '} ${r.url.replace(/^.*\//, '')}`),
    depth: deepest?.depth ?? 0,
    fonts: own.filter((r) => r.type === 'Font').length,
    chain: chainOf(deepest).map((r) => r.url.replace(/^.*\//, '') || '/'),
    byDepth: Object.fromEntries(
      [...new Set(own.map((r) => r.depth))].sort().map((d) => [d, own.filter((r) => r.depth === d).length]),
    ),
  };
}

/** The URL of what asked for a request: the HTML parser's document, a preload, or the script on top of the stack. */
function initiatorUrl(initiator) {
  if (initiator.url) return initiator.url;
  const frames = [];
  for (let stack = initiator.stack; stack; stack = stack.parent) frames.push(...stack.callFrames);
  return frames.find((f) => f.url)?.url;
}
