import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { readJson, storageKeys, writeJson } from '@/lib/storage';

/** The window's scroll position per history entry (location.key), kept across reloads of the tab. */
function readPositions(): Map<string, number> {
  const saved = readJson(storageKeys.scrollPositions, 'session');
  if (typeof saved !== 'object' || saved === null) return new Map();
  return new Map(Object.entries(saved).filter((e): e is [string, number] => typeof e[1] === 'number'));
}

const positions = readPositions();
/** The entry the window's scroll belongs to: set before this component scrolls for a new entry. */
let currentKey = '';
const record = () => positions.set(currentKey, window.scrollY);

/**
 * What the data router's `<ScrollRestoration>` did: back and forward return to where the page was
 * scrolled, a new page starts at its top (or at the element its #hash names).
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => writeJson(storageKeys.scrollPositions, Object.fromEntries(positions), 'session');
    // Recorded as the user scrolls: by the time the next page has rendered, the old one's height is gone.
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    currentKey = location.key;
    const saved = positions.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}
