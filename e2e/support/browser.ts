import { existsSync } from 'node:fs';

/**
 * The browser the journeys drive: Debian's `chromium-headless-shell` (`.ci/run` installs it), Chromium's
 * own headless build without the browser's UI layers, where Playwright's `--headless` runs it as the shell
 * Playwright itself ships. The whole browser step took 726 s on it against 1,002 s on `chromium` (decision
 * 016); `chromium` stays the fallback, and `CHROMIUM_PATH` chooses either.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';

export const chromiumPath =
  process.env.CHROMIUM_PATH || (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');
