import { existsSync } from 'node:fs';

/** Fails loudly (never skips) when the browser is missing. */
export default function globalSetup() {
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    throw new Error(
      `Chromium not found at ${chromium}: install Debian's chromium (apt-get install chromium).`,
    );
  }
}
